import type { SessionInput } from '@roast/domain';
import { formOf } from './form-spec';

/** An event or a workshop: when and where, its price and places, what to expect, its photo. */
export const sessionFields = (one: 'event' | 'workshop') =>
  formOf<SessionInput>({
    columns: [
      [
        {
          type: 'section',
          title: `About the ${one}`,
          fields: [
            { type: 'text', name: 'title', label: 'Title' },
            {
              type: 'row',
              fields: [
                { type: 'text', name: 'date', label: 'Date', input: 'date' },
                { type: 'text', name: 'time', label: 'Time', hint: 'As people read it: 6:00 PM – 9:00 PM.' },
              ],
            },
            { type: 'text', name: 'venue', label: 'Venue' },
            {
              type: 'row',
              fields: [
                { type: 'rupees', name: 'price', label: 'Price of a place' },
                { type: 'count', name: 'slots', label: 'Places left', min: 0 },
              ],
            },
            { type: 'lines', name: 'description', label: 'Description' },
            { type: 'lines', name: 'expectations', label: 'What to expect' },
            { type: 'lines', name: 'terms', label: 'Terms' },
          ],
        },
        { type: 'translations' },
      ],
      [
        { type: 'photo', name: 'image', legend: 'Photo', shape: 'product', alt: 'imageAlt' },
        {
          type: 'section',
          title: 'State',
          fields: [
            {
              type: 'check',
              name: 'isActive',
              label: 'In the store',
              hint: 'Untick to take it off the list.',
              initial: true,
            },
          ],
        },
      ],
    ],
    translated: [
      { name: 'title', label: 'Title' },
      { name: 'venue', label: 'Venue' },
    ],
  });
