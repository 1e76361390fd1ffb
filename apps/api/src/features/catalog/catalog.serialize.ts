import {
  DEFAULT_PREPARATION_HOURS,
  paiseToRupees,
  type Blog,
  type Cake,
  type CafeEvent,
  type Job,
  type Offer,
} from '@roast/domain';
import type { BlogRow, CakeRow, HamperRow, JobRow, SessionRow } from './catalog.repository';

/** Database rows to the storefront's contract: string `_id`s, rupees, the spec's field names. */

/** An alt text where one is kept (the field is left out otherwise). */
const alt = <K extends string>(field: K, value: string | null) =>
  (value === null ? {} : { [field]: value }) as Partial<Record<K, string>>;

export function toCake(row: CakeRow): Cake {
  const medium = row.priceMediumPaise === null ? undefined : paiseToRupees(row.priceMediumPaise);
  const large = paiseToRupees(row.priceLargePaise);
  return {
    _id: row.id,
    name: row.name,
    price: medium ?? large,
    ...(medium === undefined ? {} : { pricePermedium: medium }),
    pricePerlarge: large,
    img: row.image,
    category: row.categoryId,
    description: row.description,
    smalldesc: row.smalldesc,
    content: row.content,
    bestSeller: row.bestSeller,
    preparationTime: row.preparationHours ?? DEFAULT_PREPARATION_HOURS,
    isSold: row.isSold,
    isActive: row.isActive,
    eggless: row.eggless,
    sugarFree: row.sugarFree,
    glutenFree: row.glutenFree,
    portions: row.portions,
    ...(row.weightMedium === null ? {} : { weightPermedium: row.weightMedium }),
    weightPerlarge: row.weightLarge,
    storeSelect: row.outletNames,
    soldOutAt: row.soldOutAt,
    isveg: row.vegType,
    ...alt('imgAlt', row.imageAlt),
    capacityUnits: row.capacityUnits,
    translations: row.translations,
  };
}

export function toOffer(row: HamperRow): Offer {
  return {
    _id: row.id,
    name: row.name,
    img: row.image,
    smalldesc: row.smalldesc,
    price: paiseToRupees(row.pricePaise),
    content: row.content,
    description: row.terms,
    storeSelect: row.outletNames,
    soldOutAt: row.soldOutAt,
    preparationTime: row.preparationHours ?? DEFAULT_PREPARATION_HOURS,
    isSold: row.isSold,
    isActive: row.isActive,
    seasonal: row.seasonal,
    ...alt('imgAlt', row.imageAlt),
    capacityUnits: row.capacityUnits,
    translations: row.translations,
  };
}

export function toSession(row: SessionRow): CafeEvent {
  return {
    _id: row.id,
    title: row.title,
    image: row.image,
    ...alt('imageAlt', row.imageAlt),
    date: row.date,
    time: row.time,
    venue: row.venue,
    price: paiseToRupees(row.pricePaise),
    slots: row.slots,
    isActive: row.isActive,
    description: row.description,
    expectations: row.expectations,
    terms: row.terms,
    translations: row.translations,
  };
}

export function toBlog(row: BlogRow): Blog {
  return {
    _id: row.id,
    logo: row.logo,
    headline: row.headline,
    description: row.description,
    viewMoreLink: row.viewMoreLink,
    blogimage: row.image,
    ...alt('blogimageAlt', row.imageAlt),
    publishedOn: row.publishedOn,
    source: row.source,
    isActive: row.isActive,
    translations: row.translations,
  };
}

export function toJob(row: JobRow): Job {
  return {
    _id: row.id,
    title: row.title,
    jobtype: row.jobtype,
    location: row.location,
    image: row.image,
    imageAlt: row.imageAlt,
    isActive: row.isActive,
    jobdescription: row.jobdescription,
    qualifications: row.qualifications,
    skills: row.skills,
    expectations: row.expectations,
    terms: row.terms,
    linkedinUrl: row.linkedinUrl,
    translations: row.translations,
  };
}
