import { JOB_SECTIONS, type JobInput } from '@roast/domain';
import { formOf } from './form-spec';

/** A job opening: the role, the five sections of its page, where to apply, and a photo if wanted. */
export const jobFields = formOf<JobInput>({
  columns: [
    [
      {
        type: 'section',
        title: 'About the job',
        fields: [
          { type: 'text', name: 'title', label: 'Title' },
          {
            type: 'row',
            fields: [
              { type: 'text', name: 'jobtype', label: 'Job type', hint: 'Full time, part time…' },
              { type: 'text', name: 'location', label: 'Location' },
            ],
          },
          {
            type: 'text',
            name: 'linkedinUrl',
            label: 'LinkedIn link',
            hint: 'The full address, starting with https://.',
            input: 'url',
          },
        ],
      },
      {
        type: 'section',
        title: 'The job’s page',
        fields: JOB_SECTIONS.map(({ title, field }) => ({ type: 'lines', name: field, label: title })),
      },
      { type: 'translations' },
    ],
    [
      // A job's photo may be left out: then it has no description either.
      { type: 'photo', name: 'image', legend: 'Banner (optional)', shape: 'banner', alt: 'imageAlt', optional: true },
      {
        type: 'section',
        title: 'State',
        fields: [
          {
            type: 'check',
            name: 'isActive',
            label: 'Open',
            hint: 'Untick to take it off the careers page.',
            initial: true,
          },
        ],
      },
    ],
  ],
  translated: [
    { name: 'title', label: 'Title' },
    { name: 'location', label: 'Location' },
    { name: 'jobtype', label: 'Job type' },
  ],
});
