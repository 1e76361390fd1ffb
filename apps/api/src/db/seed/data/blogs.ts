import type { SeedBlog } from '../types';

/** Press features and posts from our own journal. Headlines are our summaries. */
export const blogs: SeedBlog[] = [
  {
    key: 'three-outlets-one-obsession',
    headline: 'Three outlets, one obsession: the Bengaluru cafe that bakes every cake to order',
    description:
      'From a 20-seat cafe in Indiranagar to three busy outlets, Roast has grown without giving up on baking each cake fresh. We talk to the founders about slow growth and fast ovens.',
    viewMoreLink: 'https://roastcafe.in/journal/three-outlets-one-obsession',
    source: 'The Hindu',
    daysBeforeSeed: 42,
    logo: 'logo-daily-paper',
    image: 'blog-three-outlets-one-obsession',
  },
  {
    key: 'city-guide-cheesecake',
    headline: "A weekend in Bengaluru: where to find the city's most generous cheesecake",
    description:
      'Our guide to a slow weekend in the Garden City ends at a corner table in Jayanagar. Come for the Basque cheesecake, stay for the filter coffee.',
    viewMoreLink: 'https://roastcafe.in/journal/city-guide-cheesecake',
    source: 'Conde Nast Traveller India',
    daysBeforeSeed: 118,
    logo: 'logo-travel-magazine',
    image: 'blog-city-guide-cheesecake',
  },
  {
    key: 'how-we-make-tres-leches',
    headline: 'How we make our Filter Coffee Tres Leches',
    description:
      'Our pastry team explains how a Latin American classic met a Bengaluru morning ritual. It took eleven tries and a lot of decoction to get it right.',
    viewMoreLink: 'https://roastcafe.in/journal/how-we-make-tres-leches',
    source: 'Roast Journal',
    daysBeforeSeed: 15,
    logo: 'logo-roast-journal',
    image: 'blog-how-we-make-tres-leches',
  },
  {
    key: 'cakes-that-taste-like-home',
    headline: 'Cakes that taste like home: inside a festive kitchen',
    description:
      'Rasmalai, nolen gur and gulkand are finding their way into celebration cakes. We spent a morning in the Roast kitchen in the week before Diwali.',
    viewMoreLink: 'https://roastcafe.in/journal/cakes-that-taste-like-home',
    source: 'Femina',
    daysBeforeSeed: 260,
    logo: 'logo-lifestyle-magazine',
    image: 'blog-cakes-that-taste-like-home',
  },
];
