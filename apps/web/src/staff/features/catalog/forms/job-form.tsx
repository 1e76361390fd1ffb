import { JOB_SECTIONS, type Job } from '@roast/domain';
import { Field } from '../../../../components/ui/field';
import { PhotoField } from '../photo-field';
import { CheckOption, FieldRow, FormSection, LinesField, TranslationFields } from './form-fields';
import { checked, linesOf, text, withTranslations } from './form-values';
import { ItemForm, useItemErrors, usePhotos } from './item-form';
import styles from './catalog-form.module.css';

/** The texts the owner may give in Kannada and Hindi. */
const TRANSLATED = [
  { name: 'title', label: 'Title' },
  { name: 'location', label: 'Location' },
  { name: 'jobtype', label: 'Job type' },
] as const;

function read(form: FormData) {
  // A job's photo may be left out: then it has no description either.
  const image = text(form, 'image') || null;
  return {
    title: text(form, 'title'),
    jobtype: text(form, 'jobtype'),
    location: text(form, 'location'),
    image,
    imageAlt: image ? text(form, 'imageAlt') : null,
    ...Object.fromEntries(JOB_SECTIONS.map(({ field }) => [field, linesOf(form, field)])),
    linkedinUrl: text(form, 'linkedinUrl'),
    isActive: checked(form, 'isActive'),
  };
}

/** A job opening: the role, the five sections of its page, where to apply, and a photo if wanted. */
export function JobForm({ item }: { item: Job | null }) {
  const errors = useItemErrors();
  const photos = usePhotos({ image: item?.image ?? null });
  const error = errors.errors;
  return (
    <ItemForm
      kind="jobs"
      item={item}
      errors={errors}
      photos={photos}
      read={withTranslations(read, TRANSLATED, item?.translations)}
    >
      <div className={styles.columns}>
        <div>
          <FormSection title="About the job">
            <Field label="Title" error={error.title}>
              <input name="title" defaultValue={item?.title} autoComplete="off" />
            </Field>
            <FieldRow>
              <Field label="Job type" hint="Full time, part time…" error={error.jobtype}>
                <input name="jobtype" defaultValue={item?.jobtype} autoComplete="off" />
              </Field>
              <Field label="Location" error={error.location}>
                <input name="location" defaultValue={item?.location} autoComplete="off" />
              </Field>
            </FieldRow>
            <Field label="LinkedIn link" hint="The full address, starting with https://." error={error.linkedinUrl}>
              <input name="linkedinUrl" type="url" inputMode="url" defaultValue={item?.linkedinUrl} />
            </Field>
          </FormSection>
          <FormSection title="The job’s page">
            {JOB_SECTIONS.map(({ title, field }) => (
              <LinesField key={field} label={title} name={field} lines={item?.[field]} error={error[field]} />
            ))}
          </FormSection>
          <TranslationFields translations={item?.translations} fields={TRANSLATED} />
        </div>
        <div>
          <PhotoField
            legend="Banner (optional)"
            kind="banner"
            optional
            {...photos.field('image')}
            error={error.image}
            alt={{ name: 'imageAlt', defaultValue: item?.imageAlt ?? '', error: error.imageAlt }}
          />
          <FormSection title="State">
            <CheckOption
              name="isActive"
              label="Open"
              hint="Untick to take it off the careers page."
              defaultChecked={item?.isActive ?? true}
            />
          </FormSection>
        </div>
      </div>
    </ItemForm>
  );
}
