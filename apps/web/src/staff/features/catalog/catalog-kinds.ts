import {
  CATALOG_KINDS,
  categoryName,
  type Blog,
  type CafeEvent,
  type Cake,
  type CatalogKind,
  type Job,
  type Offer,
  type Workshop,
} from '@roast/domain';
import { formatDate, formatEventDate, rupees } from '../../../lib/format';

/** Each part of the catalog's items, in the shapes the API reads them. */
export interface CatalogItems {
  cakes: Cake;
  offers: Offer;
  events: CafeEvent;
  workshops: Workshop;
  blogs: Blog;
  jobs: Job;
}
export type CatalogItem = CatalogItems[CatalogKind];

/** How the console names and shows one part of the catalog. */
interface KindInfo<Item> {
  /** The tab's name: 'Cakes', 'Hampers'. */
  label: string;
  /** One of them, in a sentence: 'cake', 'hamper'. */
  one: string;
  /** The shape its photos are cut to. */
  imageKind: 'product' | 'banner';
  name: (item: Item) => string;
  image: (item: Item) => string | null;
  alt: (item: Item) => string;
  /** Its price as the list shows it, or null for what has none. */
  price: (item: Item) => string | null;
  /** A few words under its name: its category, its date, its source. */
  facts: (item: Item) => string[];
  /** Whether it can be sold out (cakes and hampers), which any member of staff may switch. */
  sellable: boolean;
}

const VEG_WORDS = { EGG: 'With egg', EGGLESS: 'Eggless', Both: 'With egg or eggless' } as const;

const sessionInfo = (label: string, one: string): KindInfo<CafeEvent> => ({
  label,
  one,
  imageKind: 'product',
  name: (item) => item.title,
  image: (item) => item.image,
  alt: (item) => item.imageAlt ?? item.title,
  price: (item) => `${rupees(item.price)} a place`,
  facts: (item) => [
    `${formatEventDate(item.date)}, ${item.time}`,
    item.slots === 0 ? 'No places left' : `${item.slots} ${item.slots === 1 ? 'place' : 'places'} left`,
  ],
  sellable: false,
});

export const KINDS: { [K in CatalogKind]: KindInfo<CatalogItems[K]> } = {
  cakes: {
    label: 'Cakes',
    one: 'cake',
    imageKind: 'product',
    name: (item) => item.name,
    image: (item) => item.img,
    alt: (item) => item.imgAlt ?? item.name,
    price: (item) =>
      [
        item.pricePermedium !== undefined ? `${rupees(item.pricePermedium)} (${item.weightPermedium ?? '750 g'})` : '',
        `${rupees(item.pricePerlarge)} (${item.weightPerlarge})`,
      ]
        .filter(Boolean)
        .join(' · '),
    facts: (item) => [categoryName(item.category) ?? 'No category', VEG_WORDS[item.isveg]],
    sellable: true,
  },
  offers: {
    label: 'Hampers',
    one: 'hamper',
    imageKind: 'product',
    name: (item) => item.name,
    image: (item) => item.img,
    alt: (item) => item.imgAlt ?? item.name,
    price: (item) => rupees(item.price),
    facts: (item) => [item.smalldesc, ...(item.seasonal ? ['In the seasonal pop-up'] : [])],
    sellable: true,
  },
  events: sessionInfo('Events', 'event'),
  workshops: sessionInfo('Workshops', 'workshop'),
  blogs: {
    label: 'Blogs',
    one: 'blog post',
    imageKind: 'banner',
    name: (item) => item.headline,
    image: (item) => item.blogimage,
    alt: (item) => item.blogimageAlt ?? item.headline,
    price: () => null,
    facts: (item) => [item.source, formatDate(item.publishedOn)],
    sellable: false,
  },
  jobs: {
    label: 'Jobs',
    one: 'job',
    imageKind: 'banner',
    name: (item) => item.title,
    image: (item) => item.image,
    alt: (item) => item.imageAlt ?? item.title,
    price: () => null,
    facts: (item) => [item.jobtype, item.location],
    sellable: false,
  },
};

/** One kind's info for an item of any kind, where the code handles every kind alike. */
export const kindInfo = (kind: CatalogKind) => KINDS[kind] as unknown as KindInfo<CatalogItem>;

export const isCatalogKind = (value: string | null | undefined): value is CatalogKind =>
  CATALOG_KINDS.some((kind) => kind === value);

/** What a member of staff sees of the menu: what can be sold out. */
export const STAFF_KINDS: readonly CatalogKind[] = CATALOG_KINDS.filter((kind) => KINDS[kind].sellable);
