import { CAKE_CATEGORIES, type CakeInput } from '@roast/domain';
import { formOf } from './form-spec';
import { numberOf, optionalText } from './form-values';

/** A cake: what it is, its sizes and prices, where it is sold, its photo and its marks. */
export const cakeFields = formOf<CakeInput>({
  columns: [
    [
      {
        type: 'section',
        title: 'About the cake',
        fields: [
          { type: 'text', name: 'name', label: 'Name' },
          {
            type: 'choice',
            name: 'category',
            label: 'Category',
            placeholder: 'Choose a category',
            initial: '',
            choices: CAKE_CATEGORIES.map((category) => ({ value: category._id, label: category.catname })),
            read: numberOf,
          },
          { type: 'text', name: 'smalldesc', label: 'Short description', hint: 'On the cake’s card in the menu.' },
          { type: 'paragraph', name: 'description', label: 'Description', hint: 'On the cake’s own page.' },
          { type: 'lines', name: 'content', label: 'Flavours and layers', hint: 'As the cake’s page lists them.' },
          {
            type: 'choice',
            name: 'isveg',
            label: 'Egg or eggless',
            initial: 'Both',
            choices: [
              { value: 'Both', label: 'With egg or eggless (the customer chooses)' },
              { value: 'EGGLESS', label: 'Eggless only' },
              { value: 'EGG', label: 'With egg only' },
            ],
          },
        ],
      },
      { type: 'translations' },
      {
        type: 'section',
        title: 'Sizes and prices',
        fields: [
          {
            type: 'row',
            fields: [
              { type: 'rupees', name: 'pricePerlarge', label: '1 kg price' },
              {
                type: 'text',
                name: 'weightPerlarge',
                label: 'Large weight',
                hint: 'As the store shows it: 1 kg.',
                initial: '1 kg',
              },
            ],
          },
          {
            type: 'row',
            fields: [
              {
                type: 'rupees',
                name: 'pricePermedium',
                label: '750 g price',
                hint: 'Leave it and its weight empty for one size only.',
              },
              {
                type: 'text',
                name: 'weightPermedium',
                label: 'Medium weight',
                hint: 'As the store shows it: 750 g.',
                read: optionalText,
              },
            ],
          },
          {
            type: 'row',
            fields: [
              { type: 'text', name: 'portions', label: 'Portions', hint: 'For example, 8 to 10.' },
              { type: 'preparation', name: 'preparationTime' },
            ],
          },
          { type: 'kitchen-units', name: 'capacityUnits', hint: 'Per kilogram; leave empty for 1.' },
        ],
      },
      { type: 'outlets', name: 'storeSelect' },
    ],
    [
      { type: 'photo', name: 'img', legend: 'Photo', shape: 'product', alt: 'imgAlt' },
      {
        type: 'section',
        title: 'Marks and state',
        fields: [
          { type: 'check', name: 'bestSeller', label: 'Best seller', initial: false },
          { type: 'check', name: 'eggless', label: 'Eggless mark', initial: false },
          { type: 'check', name: 'sugarFree', label: 'Sugar free', initial: false },
          { type: 'check', name: 'glutenFree', label: 'Gluten free', initial: false },
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
