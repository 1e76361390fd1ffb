import type { CakeCategoryId, VegType } from '@roast/domain';

/**
 * The catalog as the seed writes it: plain records in rupees, keyed by a stable `key` from which
 * the database ids are derived, so the same catalog always has the same ids.
 * Image fields hold the base name of a rendered image (see `@roast/domain` images and
 * `tools/artwork`), without width or format.
 */
export type OutletKey = 'ccx' | '24-seven' | 'caffeine-capital';

export interface SeedOutlet {
  key: OutletKey;
  outletName: string;
  /** Order reference prefix: 'CCX', 'R24', 'RCC'. */
  code: string;
  title: string;
  locality: string;
  address: string;
  phone: string;
  /** The kitchen's inbox. */
  email: string;
  mapUrl: string;
  mapEmbedUrl: string;
  pagePath: '/roast-ccx' | '/roast-24-seven' | '/roast-caffeine-capital';
  /** product-kind image base. */
  image: string;
  deliveryLinks: { name: string; url: string }[];
  /** gallery-kind image bases. */
  gallery: string[];
  hours: { open: string; close: string };
  /** On the tax invoice: the registered business, its GSTIN (one per state) and the outlet's 14-digit FSSAI licence. */
  legalName: string;
  gstin: string;
  fssaiLicence: string;
  geo: { latitude: number; longitude: number };
}

export interface SeedCake {
  key: string;
  name: string;
  category: CakeCategoryId;
  smalldesc: string;
  description: string;
  content: string[];
  /** 750 g price in rupees, when the cake comes in that size. */
  priceMedium?: number;
  /** 1 kg price in rupees. */
  priceLarge: number;
  weightMedium?: string;
  weightLarge: string;
  /** The unit the card's price is for: '750 g' when there is a medium price, else 'Kg'. */
  portions: string;
  /** Hours; 24 when absent. */
  preparationTime?: number;
  bestSeller?: boolean;
  eggless?: boolean;
  sugarFree?: boolean;
  glutenFree?: boolean;
  isveg: VegType;
  isSold?: boolean;
  isActive?: boolean;
  outlets: OutletKey[];
  /** product-kind image base. */
  image: string;
}

export interface SeedHamper {
  key: string;
  name: string;
  smalldesc: string;
  /** Rupees. */
  price: number;
  content: string[];
  terms: string[];
  outlets: OutletKey[];
  preparationTime?: number;
  isSold?: boolean;
  isActive?: boolean;
  seasonal?: boolean;
  /** product-kind image base. */
  image: string;
}

export interface SeedSession {
  key: string;
  title: string;
  /** Days after the day the seed runs, so the calendar never goes stale. */
  daysFromSeed: number;
  /** As people read it: '5:00 PM – 8:00 PM'. */
  time: string;
  venue: string;
  /** Rupees per slot. */
  price: number;
  slots: number;
  isActive?: boolean;
  description: string[];
  expectations: string[];
  terms: string[];
  /** product-kind image base. */
  image: string;
}

export interface SeedBlog {
  key: string;
  headline: string;
  description: string;
  viewMoreLink: string;
  source: string;
  /** Days before the day the seed runs. */
  daysBeforeSeed: number;
  /** logo-kind image base. */
  logo: string;
  /** banner-kind image base. */
  image: string;
}

export interface SeedJob {
  key: string;
  title: string;
  jobtype: string;
  location: string;
  isActive?: boolean;
  /** banner-kind image base, or null for the default image. */
  image: string | null;
  jobdescription: string[];
  qualifications: string[];
  skills: string[];
  expectations: string[];
  terms: string[];
  linkedinUrl: string;
}

export interface SeedCatalog {
  outlets: SeedOutlet[];
  cakes: SeedCake[];
  hampers: SeedHamper[];
  events: SeedSession[];
  workshops: SeedSession[];
  blogs: SeedBlog[];
  jobs: SeedJob[];
}
