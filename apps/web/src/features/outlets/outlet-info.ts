import type { Store } from '@roast/domain';

/** 'tel:+918049123301' for '+91 80 4912 3301'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The outlet whose page is at this path; paths match without regard to case. */
export function outletAt(stores: readonly Store[], pathname: string): Store | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return stores.find((store) => store.pagePath.toLowerCase() === path);
}

const GALLERY_SCENES: Record<string, string> = {
  facade: 'The front of the cafe with its lights on',
  counter: 'The cake counter, stacked with the day’s bakes',
  'espresso-bar': 'The espresso bar with a barista at work',
  seating: 'Tables and chairs in the main room',
  'window-seat': 'A window seat with a coffee and a slice of cake',
  'bakery-shelves': 'Shelves of fresh bread and pastries',
  night: 'The cafe at night, still open and full of people',
};

/**
 * Alt text for a gallery picture, from the scene in its file name
 * ('gallery-ccx-espresso-bar-1280.webp' → 'Roast CCX: the espresso bar with a barista at work').
 */
export function galleryAlt(store: Store, img: string): string {
  const slug = store.pagePath.replace(/^\/roast-/, '');
  const scene = img
    .replace(/^gallery-/, '')
    .replace(new RegExp(`^${slug}-`), '')
    .replace(/-\d+\.(?:webp|avif|png)$/, '');
  const described = GALLERY_SCENES[scene] ?? scene.replace(/-/g, ' ');
  return `${store.outletName}: ${described.charAt(0).toLowerCase()}${described.slice(1)}`;
}
