import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  CATALOG_INPUTS,
  rupeesToPaise,
  type BlogInput,
  type CakeInput,
  type CatalogKind,
  type JobInput,
  type OfferInput,
  type SessionInput,
  type PhraseCode,
} from '@roast/domain';
import type { StaffUser } from '../../auth/require-staff';
import type { Database, Queryable } from '../../db/client';
import type { Emit, Events } from '../../events/events';
import { forbidden, invalidField, invalidFields, notFound } from '../../http/errors';
import { IMAGES_DIR } from '../../paths';
import type { Audit } from '../audit/audit.service';
import type { CatalogList } from './catalog-cache';
import { outletsNamed } from '../outlets/outlets.service';
import * as editor from './catalog-editor.repository';
import * as repository from './catalog.repository';
import { toBlog, toCake, toJob, toOffer, toSession } from './catalog.serialize';

/** Any item of the catalog in its public shape. */
type Item = { _id: string } & Record<string, unknown>;

interface KindRules {
  /** The catalog cache's list this kind shows in. */
  list: CatalogList;
  /** The item's noun, as refusals name it. */
  noun: PhraseCode;
  load(db: Queryable): Promise<Item[]>;
  /** The item's columns from a whole, checked body in the public field names. */
  columns(input: Record<string, unknown>): Record<string, unknown>;
  /** What the audit trail calls it. */
  name(item: Record<string, unknown>): string;
  /** The fields naming an image (its photo, a blog's logo). */
  images: string[];
  /** Public fields computed from others, not edited themselves. */
  derived: string[];
  /** Sold by outlets (`storeSelect`). */
  sold: boolean;
}

const paise = (rupees: number | null | undefined) => (rupees == null ? null : rupeesToPaise(rupees));

const sessionColumns = (input: Record<string, unknown>) => {
  const session = input as SessionInput;
  return {
    title: session.title,
    image: session.image,
    imageAlt: session.imageAlt,
    date: session.date,
    time: session.time,
    venue: session.venue,
    pricePaise: paise(session.price),
    slots: session.slots,
    isActive: session.isActive,
    description: session.description,
    expectations: session.expectations,
    terms: session.terms,
  };
};

/**
 * An item as the menu's editor has it: what a member sets in the form. Where it is sold out for now
 * is the sold-out feature's (the console reads it from there), not a field to send back.
 */
const forTheEditor = <T extends { soldOutAt?: string[] }>({ soldOutAt: _soldOutAt, ...item }: T) => item;

const KINDS: Record<CatalogKind, KindRules> = {
  cakes: {
    list: 'cakes',
    noun: 'noun_cake',
    load: async (db) => (await repository.listCakes(db)).map(toCake).map(forTheEditor),
    columns: (input) => {
      const cake = input as CakeInput;
      return {
        name: cake.name,
        categoryId: cake.category,
        smalldesc: cake.smalldesc,
        description: cake.description,
        content: cake.content,
        priceMediumPaise: paise(cake.pricePermedium),
        priceLargePaise: paise(cake.pricePerlarge),
        weightMedium: cake.weightPermedium ?? null,
        weightLarge: cake.weightPerlarge,
        portions: cake.portions,
        preparationHours: cake.preparationTime,
        bestSeller: cake.bestSeller,
        eggless: cake.eggless,
        sugarFree: cake.sugarFree,
        glutenFree: cake.glutenFree,
        vegType: cake.isveg,
        isSold: cake.isSold,
        isActive: cake.isActive,
        image: cake.img,
        imageAlt: cake.imgAlt,
        capacityUnits: cake.capacityUnits ?? null,
      };
    },
    name: (item) => String(item.name),
    images: ['img'],
    derived: ['price'],
    sold: true,
  },
  offers: {
    list: 'offers',
    noun: 'noun_hamper',
    load: async (db) => (await repository.listHampers(db)).map(toOffer).map(forTheEditor),
    columns: (input) => {
      const hamper = input as OfferInput;
      return {
        name: hamper.name,
        smalldesc: hamper.smalldesc,
        pricePaise: paise(hamper.price),
        content: hamper.content,
        terms: hamper.description,
        preparationHours: hamper.preparationTime,
        isSold: hamper.isSold,
        isActive: hamper.isActive,
        seasonal: hamper.seasonal,
        image: hamper.img,
        imageAlt: hamper.imgAlt,
        capacityUnits: hamper.capacityUnits ?? null,
      };
    },
    name: (item) => String(item.name),
    images: ['img'],
    derived: [],
    sold: true,
  },
  events: {
    list: 'events',
    noun: 'noun_event',
    load: async (db) => (await repository.listEvents(db)).map(toSession),
    columns: sessionColumns,
    name: (item) => String(item.title),
    images: ['image'],
    derived: [],
    sold: false,
  },
  workshops: {
    list: 'workshops',
    noun: 'noun_workshop',
    load: async (db) => (await repository.listWorkshops(db)).map(toSession),
    columns: sessionColumns,
    name: (item) => String(item.title),
    images: ['image'],
    derived: [],
    sold: false,
  },
  blogs: {
    list: 'blogs',
    noun: 'noun_blog_post',
    load: async (db) => (await repository.listBlogs(db)).map(toBlog),
    columns: (input) => {
      const blog = input as BlogInput;
      return {
        headline: blog.headline,
        description: blog.description,
        viewMoreLink: blog.viewMoreLink,
        source: blog.source,
        publishedOn: blog.publishedOn,
        logo: blog.logo,
        image: blog.blogimage,
        imageAlt: blog.blogimageAlt,
        isActive: blog.isActive,
      };
    },
    name: (item) => String(item.headline),
    images: ['blogimage', 'logo'],
    derived: [],
    sold: false,
  },
  jobs: {
    list: 'jobs',
    noun: 'noun_job',
    load: async (db) => (await repository.listJobs(db)).map(toJob),
    columns: (input) => {
      const job = input as JobInput;
      return {
        title: job.title,
        jobtype: job.jobtype,
        location: job.location,
        image: job.image,
        imageAlt: job.image === null ? null : job.imageAlt,
        isActive: job.isActive,
        jobdescription: job.jobdescription,
        qualifications: job.qualifications,
        skills: job.skills,
        expectations: job.expectations,
        terms: job.terms,
        linkedinUrl: job.linkedinUrl,
      };
    },
    name: (item) => String(item.title),
    images: ['image'],
    derived: [],
    sold: false,
  },
};

/** The kinds whose items a member of staff may mark sold out (and nothing else). */
const SOLD_OUT_KINDS: CatalogKind[] = ['cakes', 'offers'];

export interface CatalogEditorDependencies {
  db: Database;
  /** Each save is announced as `catalog.changed`, in its transaction: every server's lists follow. */
  events: Events;
  audit: Audit;
  /** Where the pre-rendered artwork lives (every other image was uploaded). */
  imagesDir?: string;
}

/**
 * The owner's edits of the catalog: each checked against the same domain schema
 * as the public reads, recorded in the audit trail and announced as `catalog.changed` in the same
 * transaction, and shown in the public lists at once. Nothing an order or booking points to is ever
 * deleted: it is deactivated.
 */
export function createCatalogEditor({ db, events, audit, imagesDir = IMAGES_DIR }: CatalogEditorDependencies) {
  async function find(tx: Queryable, kind: CatalogKind, id: string): Promise<Item | undefined> {
    return (await KINDS[kind].load(tx)).find((item) => item._id === id);
  }

  async function findOrThrow(tx: Queryable, kind: CatalogKind, id: string): Promise<Item> {
    const item = await find(tx, kind, id);
    if (!item) throw notFound('thing_not_found', { thing: { code: KINDS[kind].noun } });
    return item;
  }

  /** The body an item would be created from: its public fields, less its id and what is derived. */
  function editable(kind: CatalogKind, item: Item): Record<string, unknown> {
    const fields: Record<string, unknown> = { ...item };
    for (const field of ['_id', ...KINDS[kind].derived]) delete fields[field];
    return fields;
  }

  /** The store ids of `storeSelect`'s outlet names; 400 naming an unknown one. */
  async function outletIds(tx: Queryable, names: string[]): Promise<string[]> {
    const found = await outletsNamed(tx, names);
    const unknown = names.find((name) => !found.some((store) => store.outletName === name));
    if (unknown) throw invalidField('storeSelect', 'outlet_name_unknown', { name: unknown });
    return names.map((name) => found.find((store) => store.outletName === name)!.id);
  }

  /** 400 naming a field whose image is neither pre-rendered nor uploaded. */
  async function checkImages(tx: Queryable, kind: CatalogKind, input: Record<string, unknown>) {
    const named = KINDS[kind].images
      .map((field) => [field, input[field]] as const)
      .filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string');
    const uploaded = await editor.uploadedImages(
      tx,
      named.map(([, name]) => name),
    );
    for (const [field, name] of named) {
      if (!uploaded.has(name) && !existsSync(path.join(imagesDir, path.basename(name)))) {
        throw invalidField(field, 'photo_unknown', { name });
      }
    }
  }

  /** Writes a whole, checked body over an item (or as a new one), with its outlets. */
  async function write(tx: Queryable, kind: CatalogKind, id: string, input: Record<string, unknown>, isNew: boolean) {
    const rules = KINDS[kind];
    await checkImages(tx, kind, input);
    const storeIds = rules.sold ? await outletIds(tx, input.storeSelect as string[]) : [];
    // The owner's Kannada and Hindi texts, kept as given (a page falls back to English field by
    // field); null says the item has none.
    const columns = {
      ...rules.columns(input),
      ...(input.translations === undefined ? {} : { translations: input.translations ?? {} }),
    };
    if (isNew) await editor.insertItem(tx, kind, { id, ...columns });
    else await editor.updateItem(tx, kind, id, columns);
    if (rules.sold) await editor.setOutlets(tx, kind, id, storeIds);
  }

  /** An edit merged with the item as it is, checked whole: a field refused is named. */
  function merged(kind: CatalogKind, current: Item, patch: Record<string, unknown>): Record<string, unknown> {
    const checked = CATALOG_INPUTS[kind].safeParse({ ...editable(kind, current), ...patch });
    if (!checked.success) throw invalidFields(checked.error.issues);
    return checked.data as Record<string, unknown>;
  }

  /** Tells every server the kind's list changed, in the transaction that changed it. */
  const announce = (emit: Emit, kind: CatalogKind, id: string) =>
    emit('catalog.changed', { lists: [KINDS[kind].list], id });

  async function change(
    actor: StaffUser,
    kind: CatalogKind,
    id: string,
    apply: (current: Item) => Record<string, unknown> | null,
    action: 'updated' | 'deactivated',
  ): Promise<Item> {
    return events.change(async (tx, emit) => {
      if (!(await editor.lockItem(tx, kind, id)))
        throw notFound('thing_not_found', { thing: { code: KINDS[kind].noun } });
      const current = await findOrThrow(tx, kind, id);
      const input = apply(current);
      if (!input) return current;
      await write(tx, kind, id, input, false);
      const after = await findOrThrow(tx, kind, id);
      await audit.record(tx, {
        actor,
        kind,
        itemId: id,
        itemName: KINDS[kind].name(after),
        action,
        before: current,
        after,
      });
      await announce(emit, kind, id);
      return after;
    });
  }

  return {
    /** Every item of a kind, inactive ones too, as the public reads show them. */
    list: (kind: CatalogKind) => KINDS[kind].load(db),

    item: (kind: CatalogKind, id: string) => findOrThrow(db, kind, id),

    async create(actor: StaffUser, kind: CatalogKind, input: Record<string, unknown>): Promise<Item> {
      const id = randomUUID();
      return events.change(async (tx, emit) => {
        await write(tx, kind, id, input, true);
        const item = await findOrThrow(tx, kind, id);
        await audit.record(tx, {
          actor,
          kind,
          itemId: id,
          itemName: KINDS[kind].name(item),
          action: 'created',
          before: {},
          after: item,
        });
        await announce(emit, kind, id);
        return item;
      });
    },

    /**
     * An owner changes any fields; a member of staff may only mark a cake or hamper sold out or
     * back on sale.
     */
    update(actor: StaffUser, kind: CatalogKind, id: string, patch: Record<string, unknown>): Promise<Item> {
      if (actor.role !== 'owner') {
        const onlySold = Object.keys(patch).every((field) => field === 'isSold');
        if (!onlySold || !SOLD_OUT_KINDS.includes(kind)) throw forbidden('only_sold_out');
      }
      return change(actor, kind, id, (current) => merged(kind, current, patch), 'updated');
    },

    /** Takes an item off the menu (or the lists); orders and bookings keep pointing at it. */
    deactivate(actor: StaffUser, kind: CatalogKind, id: string): Promise<Item> {
      if (actor.role !== 'owner') throw forbidden('only_sold_out');
      return change(
        actor,
        kind,
        id,
        (current) => (current.isActive === false ? null : merged(kind, current, { isActive: false })),
        'deactivated',
      );
    },
  };
}

export type CatalogEditor = ReturnType<typeof createCatalogEditor>;
