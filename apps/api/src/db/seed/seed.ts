import { CAKE_CATEGORIES, catalogImageName, rupeesToPaise, toIndiaSlot } from '@roast/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import {
  blogs,
  cakeCategories,
  cakeOutlets,
  cakes,
  events,
  hamperOutlets,
  hampers,
  jobs,
  stores,
  workshops,
} from '../schema';
import { cakeTranslations, hamperTranslations } from './data/translations';
import { catalogId } from './ids';
import type { OutletKey, SeedCatalog, SeedSession } from './types';

const DAY_MS = 86_400_000;

/**
 * What the seeded artwork shows, in words, for people who cannot see it. Migration 0010 wrote the
 * same words for a catalog seeded before alt texts were kept.
 */
const SEED_ALT = {
  cake: (name: string) => `${name}, a whole cake seen from slightly above`,
  hamper: (name: string) => `The ${name}, packed and ribboned`,
  session: (title: string) => `An illustration of ${title}`,
  blog: (headline: string) => `Banner for the story: ${headline}`,
  job: (title: string) => `The team at work: ${title}`,
};

/** India's calendar date `days` after (or before, when negative) `today`. */
function indiaDate(today: Date, days: number): string {
  return toIndiaSlot(new Date(today.getTime() + days * DAY_MS)).pickupDate;
}

export interface SeedCounts {
  stores: number;
  cakes: number;
  hampers: number;
  events: number;
  workshops: number;
  blogs: number;
  jobs: number;
}

/**
 * Loads the catalog. Rows that already exist (same derived id) are left as they are, so running
 * it again changes nothing and never resets live data such as slot counts.
 */
export async function seedCatalog(db: Database, catalog: SeedCatalog, options: { today: Date }): Promise<SeedCounts> {
  const { today } = options;
  const storeIds = new Map<OutletKey, string>(catalog.outlets.map((o) => [o.key, catalogId('store', o.key)]));
  const storeId = (key: OutletKey) => {
    const id = storeIds.get(key);
    if (!id) throw new Error(`Unknown outlet key in the catalog: ${key}`);
    return id;
  };
  const sessionRow = (kind: string) => (session: SeedSession, position: number) => ({
    id: catalogId(kind, session.key),
    title: session.title,
    image: catalogImageName(session.image, 'product'),
    imageAlt: SEED_ALT.session(session.title),
    date: indiaDate(today, session.daysFromSeed),
    time: session.time,
    venue: session.venue,
    pricePaise: rupeesToPaise(session.price),
    slots: session.slots,
    isActive: session.isActive ?? true,
    description: session.description,
    expectations: session.expectations,
    terms: session.terms,
    position,
  });

  await db.transaction(async (tx) => {
    await tx
      .insert(cakeCategories)
      .values(CAKE_CATEGORIES.map((c) => ({ id: c._id, name: c.catname })))
      .onConflictDoNothing();
    await tx
      .insert(stores)
      .values(
        catalog.outlets.map((o, position) => ({
          id: storeId(o.key),
          outletName: o.outletName,
          code: o.code,
          title: o.title,
          locality: o.locality,
          address: o.address,
          phone: o.phone,
          email: o.email,
          mapUrl: o.mapUrl,
          mapEmbedUrl: o.mapEmbedUrl,
          pagePath: o.pagePath,
          image: catalogImageName(o.image, 'product'),
          deliveryLinks: o.deliveryLinks,
          gallery: o.gallery.map((g) => catalogImageName(g, 'gallery')),
          opensAt: o.hours.open,
          closesAt: o.hours.close,
          legalName: o.legalName,
          gstin: o.gstin,
          fssaiLicence: o.fssaiLicence,
          latitude: o.geo.latitude,
          longitude: o.geo.longitude,
          position,
        })),
      )
      .onConflictDoNothing();
    // An outlet seeded before it had tax and licence details gets them; details the owner set stay.
    for (const o of catalog.outlets) {
      await tx
        .update(stores)
        .set({
          legalName: o.legalName,
          gstin: o.gstin,
          fssaiLicence: o.fssaiLicence,
          latitude: o.geo.latitude,
          longitude: o.geo.longitude,
        })
        .where(and(eq(stores.id, storeId(o.key)), eq(stores.gstin, '')));
    }
    await tx
      .insert(cakes)
      .values(
        catalog.cakes.map((c, position) => ({
          id: catalogId('cake', c.key),
          name: c.name,
          categoryId: c.category,
          smalldesc: c.smalldesc,
          description: c.description,
          content: c.content,
          priceMediumPaise: c.priceMedium === undefined ? null : rupeesToPaise(c.priceMedium),
          priceLargePaise: rupeesToPaise(c.priceLarge),
          weightMedium: c.weightMedium ?? null,
          weightLarge: c.weightLarge,
          portions: c.portions,
          preparationHours: c.preparationTime ?? null,
          bestSeller: c.bestSeller ?? false,
          eggless: c.eggless ?? false,
          sugarFree: c.sugarFree ?? false,
          glutenFree: c.glutenFree ?? false,
          vegType: c.isveg,
          isSold: c.isSold ?? false,
          isActive: c.isActive ?? true,
          image: catalogImageName(c.image, 'product'),
          imageAlt: SEED_ALT.cake(c.name),
          translations: cakeTranslations[c.key] ?? {},
          position,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(cakeOutlets)
      .values(
        catalog.cakes.flatMap((c) => c.outlets.map((o) => ({ cakeId: catalogId('cake', c.key), storeId: storeId(o) }))),
      )
      .onConflictDoNothing();
    await tx
      .insert(hampers)
      .values(
        catalog.hampers.map((h, position) => ({
          id: catalogId('hamper', h.key),
          name: h.name,
          smalldesc: h.smalldesc,
          pricePaise: rupeesToPaise(h.price),
          content: h.content,
          terms: h.terms,
          preparationHours: h.preparationTime ?? null,
          isSold: h.isSold ?? false,
          isActive: h.isActive ?? true,
          seasonal: h.seasonal ?? false,
          image: catalogImageName(h.image, 'product'),
          imageAlt: SEED_ALT.hamper(h.name),
          translations: hamperTranslations[h.key] ?? {},
          position,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(hamperOutlets)
      .values(
        catalog.hampers.flatMap((h) =>
          h.outlets.map((o) => ({ hamperId: catalogId('hamper', h.key), storeId: storeId(o) })),
        ),
      )
      .onConflictDoNothing();
    await tx
      .insert(events)
      .values(catalog.events.map(sessionRow('event')))
      .onConflictDoNothing();
    await tx
      .insert(workshops)
      .values(catalog.workshops.map(sessionRow('workshop')))
      .onConflictDoNothing();
    await tx
      .insert(blogs)
      .values(
        catalog.blogs.map((b) => ({
          id: catalogId('blog', b.key),
          headline: b.headline,
          description: b.description,
          viewMoreLink: b.viewMoreLink,
          source: b.source,
          publishedOn: indiaDate(today, -b.daysBeforeSeed),
          logo: catalogImageName(b.logo, 'logo'),
          image: catalogImageName(b.image, 'banner'),
          imageAlt: SEED_ALT.blog(b.headline),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(jobs)
      .values(
        catalog.jobs.map((j, position) => ({
          id: catalogId('job', j.key),
          title: j.title,
          jobtype: j.jobtype,
          location: j.location,
          image: j.image === null ? null : catalogImageName(j.image, 'banner'),
          imageAlt: j.image === null ? null : SEED_ALT.job(j.title),
          isActive: j.isActive ?? true,
          jobdescription: j.jobdescription,
          qualifications: j.qualifications,
          skills: j.skills,
          expectations: j.expectations,
          terms: j.terms,
          linkedinUrl: j.linkedinUrl,
          position,
        })),
      )
      .onConflictDoNothing();
  });
  return {
    stores: catalog.outlets.length,
    cakes: catalog.cakes.length,
    hampers: catalog.hampers.length,
    events: catalog.events.length,
    workshops: catalog.workshops.length,
    blogs: catalog.blogs.length,
    jobs: catalog.jobs.length,
  };
}
