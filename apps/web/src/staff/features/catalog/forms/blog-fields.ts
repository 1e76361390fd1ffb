import type { BlogInput } from '@roast/domain';
import { formOf } from './form-spec';

/** A post in the blog list: an article about the cafe, with the publication's logo and a banner. */
export const blogFields = formOf<BlogInput>({
  columns: [
    [
      {
        type: 'section',
        title: 'About the post',
        fields: [
          { type: 'text', name: 'headline', label: 'Headline' },
          { type: 'paragraph', name: 'description', label: 'Summary' },
          {
            type: 'text',
            name: 'viewMoreLink',
            label: 'Link to the article',
            hint: 'The full address, starting with https://.',
            input: 'url',
          },
          {
            type: 'row',
            fields: [
              { type: 'text', name: 'source', label: 'Source', hint: 'Who published it.' },
              { type: 'text', name: 'publishedOn', label: 'Published on', input: 'date' },
            ],
          },
        ],
      },
      { type: 'translations' },
      {
        type: 'section',
        title: 'State',
        fields: [
          {
            type: 'check',
            name: 'isActive',
            label: 'In the store',
            hint: 'Untick to take it off the blog list.',
            initial: true,
          },
        ],
      },
    ],
    [
      { type: 'photo', name: 'blogimage', legend: 'Banner', shape: 'banner', alt: 'blogimageAlt' },
      { type: 'photo', name: 'logo', legend: 'The publication’s logo', shape: 'logo' },
    ],
  ],
  translated: [
    { name: 'headline', label: 'Headline' },
    { name: 'description', label: 'Description', long: true },
  ],
});
