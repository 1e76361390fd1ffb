import type { Blog } from '@roast/domain';
import { Field } from '../../../../components/ui/field';
import { PhotoField } from '../photo-field';
import { CheckOption, FieldRow, FormSection, TranslationFields } from './form-fields';
import { checked, imageOf, text, withTranslations } from './form-values';
import { ItemForm, useItemErrors, usePhotos } from './item-form';
import styles from './catalog-form.module.css';

/** The texts the owner may give in Kannada and Hindi. */
const TRANSLATED = [
  { name: 'headline', label: 'Headline' },
  { name: 'description', label: 'Description', long: true },
] as const;

function read(form: FormData) {
  return {
    headline: text(form, 'headline'),
    description: text(form, 'description'),
    viewMoreLink: text(form, 'viewMoreLink'),
    source: text(form, 'source'),
    publishedOn: text(form, 'publishedOn'),
    blogimage: imageOf(form, 'blogimage'),
    blogimageAlt: text(form, 'blogimageAlt'),
    logo: imageOf(form, 'logo'),
    isActive: checked(form, 'isActive'),
  };
}

/** A post in the blog list: an article about the cafe, with the publication's logo and a banner. */
export function BlogForm({ item }: { item: Blog | null }) {
  const errors = useItemErrors();
  const photos = usePhotos({ blogimage: item?.blogimage ?? null, logo: item?.logo ?? null });
  const error = errors.errors;
  return (
    <ItemForm
      kind="blogs"
      item={item}
      errors={errors}
      photos={photos}
      read={withTranslations(read, TRANSLATED, item?.translations)}
    >
      <div className={styles.columns}>
        <div>
          <FormSection title="About the post">
            <Field label="Headline" error={error.headline}>
              <input name="headline" defaultValue={item?.headline} autoComplete="off" />
            </Field>
            <Field label="Summary" error={error.description}>
              <textarea name="description" defaultValue={item?.description} rows={5} />
            </Field>
            <Field
              label="Link to the article"
              hint="The full address, starting with https://."
              error={error.viewMoreLink}
            >
              <input name="viewMoreLink" type="url" inputMode="url" defaultValue={item?.viewMoreLink} />
            </Field>
            <FieldRow>
              <Field label="Source" hint="Who published it." error={error.source}>
                <input name="source" defaultValue={item?.source} autoComplete="off" />
              </Field>
              <Field label="Published on" error={error.publishedOn}>
                <input name="publishedOn" type="date" defaultValue={item?.publishedOn} />
              </Field>
            </FieldRow>
          </FormSection>
          <TranslationFields translations={item?.translations} fields={TRANSLATED} />
          <FormSection title="State">
            <CheckOption
              name="isActive"
              label="In the store"
              hint="Untick to take it off the blog list."
              defaultChecked={item?.isActive ?? true}
            />
          </FormSection>
        </div>
        <div>
          <PhotoField
            legend="Banner"
            kind="banner"
            {...photos.field('blogimage')}
            error={error.blogimage}
            alt={{ name: 'blogimageAlt', defaultValue: item?.blogimageAlt ?? '', error: error.blogimageAlt }}
          />
          <PhotoField legend="The publication’s logo" kind="logo" {...photos.field('logo')} error={error.logo} />
        </div>
      </div>
    </ItemForm>
  );
}
