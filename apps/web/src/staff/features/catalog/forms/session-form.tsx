import type { CafeEvent, Workshop } from '@roast/domain';
import { Field } from '../../../../components/ui/field';
import { PhotoField } from '../photo-field';
import { CheckOption, FieldRow, FormSection, LinesField, RupeeInput, TranslationFields } from './form-fields';
import { checked, imageOf, linesOf, numberOf, text, withTranslations } from './form-values';
import { ItemForm, useItemErrors, usePhotos } from './item-form';
import styles from './catalog-form.module.css';

/** The texts the owner may give in Kannada and Hindi. */
const TRANSLATED = [
  { name: 'title', label: 'Title' },
  { name: 'venue', label: 'Venue' },
] as const;

function read(form: FormData) {
  return {
    title: text(form, 'title'),
    date: text(form, 'date'),
    time: text(form, 'time'),
    venue: text(form, 'venue'),
    price: numberOf(form, 'price'),
    slots: numberOf(form, 'slots'),
    description: linesOf(form, 'description'),
    expectations: linesOf(form, 'expectations'),
    terms: linesOf(form, 'terms'),
    image: imageOf(form, 'image'),
    imageAlt: text(form, 'imageAlt'),
    isActive: checked(form, 'isActive'),
  };
}

/** An event or a workshop: when and where, its price and places, what to expect, its photo. */
export function SessionForm({ kind, item }: { kind: 'events' | 'workshops'; item: CafeEvent | Workshop | null }) {
  const errors = useItemErrors();
  const photos = usePhotos({ image: item?.image ?? null });
  const error = errors.errors;
  const one = kind === 'events' ? 'event' : 'workshop';
  return (
    <ItemForm
      kind={kind}
      item={item}
      errors={errors}
      photos={photos}
      read={withTranslations(read, TRANSLATED, item?.translations)}
    >
      <div className={styles.columns}>
        <div>
          <FormSection title={`About the ${one}`}>
            <Field label="Title" error={error.title}>
              <input name="title" defaultValue={item?.title} autoComplete="off" />
            </Field>
            <FieldRow>
              <Field label="Date" error={error.date}>
                <input name="date" type="date" defaultValue={item?.date} />
              </Field>
              <Field label="Time" hint="As people read it: 6:00 PM – 9:00 PM." error={error.time}>
                <input name="time" defaultValue={item?.time} autoComplete="off" />
              </Field>
            </FieldRow>
            <Field label="Venue" error={error.venue}>
              <input name="venue" defaultValue={item?.venue} autoComplete="off" />
            </Field>
            <FieldRow>
              <Field label="Price of a place" error={error.price}>
                <RupeeInput name="price" defaultValue={item?.price} />
              </Field>
              <Field label="Places left" error={error.slots}>
                <input name="slots" type="number" inputMode="numeric" min={0} step={1} defaultValue={item?.slots} />
              </Field>
            </FieldRow>
            <LinesField label="Description" name="description" lines={item?.description} error={error.description} />
            <LinesField
              label="What to expect"
              name="expectations"
              lines={item?.expectations}
              error={error.expectations}
            />
            <LinesField label="Terms" name="terms" lines={item?.terms} error={error.terms} />
          </FormSection>
          <TranslationFields translations={item?.translations} fields={TRANSLATED} />
        </div>
        <div>
          <PhotoField
            legend="Photo"
            kind="product"
            {...photos.field('image')}
            error={error.image}
            alt={{ name: 'imageAlt', defaultValue: item?.imageAlt ?? '', error: error.imageAlt }}
          />
          <FormSection title="State">
            <CheckOption
              name="isActive"
              label="In the store"
              hint="Untick to take it off the list."
              defaultChecked={item?.isActive ?? true}
            />
          </FormSection>
        </div>
      </div>
    </ItemForm>
  );
}
