import type { OfferInput } from '@roast/domain';
import { formOf } from './form-spec';

/** A gift hamper: what is in it, its price and terms, where it is sold, its photo. */
export const hamperFields = formOf<OfferInput>({
  columns: [
    [
      {
        type: 'section',
        title: 'About the hamper',
        fields: [
          { type: 'text', name: 'name', label: 'Name' },
          { type: 'text', name: 'smalldesc', label: 'Short description', hint: 'On the hamper’s card.' },
          {
            type: 'row',
            fields: [
              { type: 'rupees', name: 'price', label: 'Price' },
              { type: 'preparation', name: 'preparationTime' },
            ],
          },
          { type: 'kitchen-units', name: 'capacityUnits', hint: 'Each; leave empty for 1.' },
          { type: 'lines', name: 'content', label: 'What is in the hamper' },
          { type: 'lines', name: 'description', label: 'Terms' },
        ],
      },
      { type: 'translations' },
      { type: 'outlets', name: 'storeSelect' },
    ],
    [
      { type: 'photo', name: 'img', legend: 'Photo', shape: 'product', alt: 'imgAlt' },
      {
        type: 'section',
        title: 'Marks and state',
        fields: [
          {
            type: 'check',
            name: 'seasonal',
            label: 'Seasonal',
            hint: 'Shown in the home page’s seasonal pop-up.',
            initial: false,
          },
          {
            type: 'check',
            name: 'isSold',
            label: 'Sold out',
            hint: 'Customers see it but cannot order it.',
            initial: false,
          },
          {
            type: 'check',
            name: 'isActive',
            label: 'In the store',
            hint: 'Untick to take it off the menu.',
            initial: true,
          },
        ],
      },
    ],
  ],
  translated: [
    { name: 'name', label: 'Name' },
    { name: 'smalldesc', label: 'Short description' },
  ],
});
