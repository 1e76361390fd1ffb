import { OUTLET_PAGES, paths } from '../../lib/paths';

/** The header's links, in order. */
export const MAIN_LINKS = [
  { to: paths.outlets, label: 'Outlets' },
  { to: paths.cakes, label: 'Cakes' },
  { to: paths.events, label: 'Events & Workshops' },
  { to: paths.hampers, label: 'Gift Hampers' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.careers, label: 'Careers' },
  { to: paths.about, label: 'About Us' },
] as const;

export const OUTLET_LINKS = [
  { to: OUTLET_PAGES[0], label: 'Roast CCX' },
  { to: OUTLET_PAGES[1], label: 'Roast 24 Seven' },
  { to: OUTLET_PAGES[2], label: 'Roast Caffeine Capital' },
] as const;

/** The footer's links, in two groups: what you can order or book, and the cafe itself. */
export const FOOTER_GROUPS = [
  {
    id: 'footer-order',
    heading: 'Order and book',
    links: [
      { to: paths.cakes, label: 'Cakes' },
      { to: paths.hampers, label: 'Gift Hampers' },
      { to: paths.events, label: 'Events & Workshops' },
      { to: paths.workshops, label: 'Workshops' },
    ],
  },
  {
    id: 'footer-explore',
    heading: 'Get to know us',
    links: [
      { to: paths.outlets, label: 'Outlets' },
      { to: paths.about, label: 'About Us' },
      { to: paths.blogs, label: 'Blogs' },
      { to: paths.careers, label: 'Careers' },
      { to: paths.contact, label: 'Contact' },
    ],
  },
] as const;

export const POLICY_LINKS = [
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.terms, label: 'Terms and Conditions' },
  { to: paths.refunds, label: 'Return and Refund' },
] as const;
