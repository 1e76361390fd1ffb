import { OUTLET_PAGES, paths } from '../../lib/paths';

/** The header's links, in order; each label is a key of the `common` texts. */
export const MAIN_LINKS = [
  { to: paths.outlets, label: 'nav.outlets' },
  { to: paths.cakes, label: 'nav.cakes' },
  { to: paths.events, label: 'nav.events' },
  { to: paths.hampers, label: 'nav.hampers' },
  { to: paths.contact, label: 'nav.contact' },
  { to: paths.careers, label: 'nav.careers' },
  { to: paths.about, label: 'nav.about' },
] as const;

/** The outlets' names are names: the same in every language. */
export const OUTLET_LINKS = [
  { to: OUTLET_PAGES[0], label: 'Roast CCX' },
  { to: OUTLET_PAGES[1], label: 'Roast 24 Seven' },
  { to: OUTLET_PAGES[2], label: 'Roast Caffeine Capital' },
] as const;

/** The footer's links, in two groups: what you can order or book, and the cafe itself. */
export const FOOTER_GROUPS = [
  {
    id: 'footer-order',
    heading: 'footer.orderAndBook',
    links: [
      { to: paths.cakes, label: 'nav.cakes' },
      { to: paths.hampers, label: 'nav.hampers' },
      { to: paths.events, label: 'nav.events' },
      { to: paths.workshops, label: 'nav.workshops' },
    ],
  },
  {
    id: 'footer-explore',
    heading: 'footer.getToKnowUs',
    links: [
      { to: paths.outlets, label: 'nav.outlets' },
      { to: paths.about, label: 'nav.about' },
      { to: paths.blogs, label: 'nav.blogs' },
      { to: paths.careers, label: 'nav.careers' },
      { to: paths.contact, label: 'nav.contact' },
    ],
  },
] as const;

export const POLICY_LINKS = [
  { to: paths.privacy, label: 'nav.privacy' },
  { to: paths.terms, label: 'nav.terms' },
  { to: paths.refunds, label: 'nav.refunds' },
] as const;
