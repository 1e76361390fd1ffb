import type { CatalogKind, Store } from '@roast/domain';
import type { ReactNode } from 'react';
import { Field } from '../../../../components/ui/field';
import type { CatalogItem } from '../catalog-kinds';
import { PhotoField } from '../photo-field';
import { blogFields } from './blog-fields';
import { cakeFields } from './cake-fields';
import styles from './catalog-form.module.css';
import {
  CheckOption,
  FieldRow,
  FormSection,
  KitchenUnits,
  LinesField,
  OutletChoices,
  PreparationHours,
  RupeeInput,
  TranslationFields,
} from './form-fields';
import { labelsOf, photosOf, readerOf, type BlockSpec, type FieldSpec, type FormSpec } from './form-spec';
import { hamperFields } from './hamper-fields';
import { ItemForm, useItemErrors, usePhotos, type FormErrors } from './item-form';
import { jobFields } from './job-fields';
import { sessionFields } from './session-fields';

/** Each kind's form. */
export const CATALOG_FORMS: Record<CatalogKind, FormSpec> = {
  cakes: cakeFields,
  offers: hamperFields,
  events: sessionFields('event'),
  workshops: sessionFields('workshop'),
  blogs: blogFields,
  jobs: jobFields,
};

/** What the form's parts draw from: the item as it was when the form opened, and the form's state. */
interface FormState {
  spec: FormSpec;
  item: CatalogItem | null;
  values: Readonly<Record<string, unknown>>;
  error: FormErrors;
  photos: ReturnType<typeof usePhotos<string>>;
  stores: readonly Store[];
}

/** A value of the item as a control starts with; undefined for a new item or a field it lacks. */
const initialOf = (state: FormState, name: string) => state.values[name] as string | number | undefined;

function drawField(field: FieldSpec, state: FormState, key: number | string): ReactNode {
  const { error } = state;
  switch (field.type) {
    case 'row':
      return <FieldRow key={key}>{field.fields.map((each, index) => drawField(each, state, index))}</FieldRow>;
    case 'preparation':
      return (
        <PreparationHours
          key={key}
          defaultValue={state.values[field.name] as number | undefined}
          error={error[field.name]}
        />
      );
    case 'kitchen-units':
      return (
        <KitchenUnits
          key={key}
          hint={field.hint}
          defaultValue={state.values[field.name] as number | null | undefined}
          error={error[field.name]}
        />
      );
    case 'lines':
      return (
        <LinesField
          key={key}
          label={field.label}
          name={field.name}
          lines={state.values[field.name] as readonly string[] | undefined}
          error={error[field.name]}
          hint={field.hint}
        />
      );
    case 'check':
      return (
        <CheckOption
          key={key}
          name={field.name}
          label={field.label}
          hint={field.hint}
          defaultChecked={(state.values[field.name] as boolean | undefined) ?? field.initial}
        />
      );
    default:
      return (
        <Field key={key} label={field.label} hint={field.hint} error={error[field.name]}>
          {drawControl(field, state)}
        </Field>
      );
  }
}

/** The control inside a labelled field; Field gives it its id and its error wiring. */
function drawControl(
  field: Extract<FieldSpec, { type: 'text' | 'paragraph' | 'choice' | 'rupees' | 'count' }>,
  state: FormState,
) {
  const initial = initialOf(state, field.name);
  switch (field.type) {
    case 'text':
      return field.input ? (
        <input
          name={field.name}
          type={field.input}
          inputMode={field.input === 'url' ? 'url' : undefined}
          defaultValue={initial ?? field.initial}
        />
      ) : (
        <input name={field.name} defaultValue={initial ?? field.initial} autoComplete="off" />
      );
    case 'paragraph':
      return <textarea name={field.name} defaultValue={initial} rows={5} />;
    case 'choice':
      return (
        <select name={field.name} defaultValue={initial ?? field.initial}>
          {field.placeholder ? (
            <option value="" disabled>
              {field.placeholder}
            </option>
          ) : null}
          {field.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      );
    case 'rupees':
      return <RupeeInput name={field.name} defaultValue={initial} />;
    case 'count':
      return (
        <input name={field.name} type="number" inputMode="numeric" min={field.min} step={1} defaultValue={initial} />
      );
  }
}

function drawBlock(block: BlockSpec, state: FormState, key: number): ReactNode {
  switch (block.type) {
    case 'section':
      return (
        <FormSection key={key} title={block.title}>
          {block.fields.map((field, index) => drawField(field, state, index))}
        </FormSection>
      );
    case 'translations':
      return <TranslationFields key={key} translations={state.item?.translations} fields={state.spec.translated} />;
    case 'outlets':
      return (
        <OutletChoices
          key={key}
          stores={state.stores}
          chosen={
            (state.values[block.name] as readonly string[] | undefined) ?? state.stores.map((store) => store.outletName)
          }
          error={state.error[block.name]}
        />
      );
    case 'photo': {
      const photo = state.photos.field(block.name);
      return (
        <PhotoField
          key={key}
          legend={block.legend}
          kind={block.shape}
          optional={block.optional}
          {...photo}
          value={photo.value ?? null}
          error={state.error[block.name]}
          alt={
            block.alt
              ? {
                  name: block.alt,
                  defaultValue: (state.values[block.alt] as string | null | undefined) ?? '',
                  error: state.error[block.alt],
                }
              : undefined
          }
        />
      );
    }
  }
}

/**
 * A new item of any kind, or an edit of one: the kind's fields in two columns, checked with the
 * kind's schema before anything is sent.
 */
export function CatalogForm({
  kind,
  item,
  stores,
}: {
  kind: CatalogKind;
  /** The item as it was when the form opened; null for a new one. */
  item: CatalogItem | null;
  stores: readonly Store[];
}) {
  const spec = CATALOG_FORMS[kind];
  const values = (item ?? {}) as Readonly<Record<string, unknown>>;
  const errors = useItemErrors();
  const photos = usePhotos(photosOf(spec, item ? values : null));
  const state: FormState = { spec, item, values, error: errors.errors, photos, stores };
  return (
    <ItemForm
      kind={kind}
      item={item}
      errors={errors}
      photos={photos}
      read={readerOf(spec, item?.translations)}
      labels={labelsOf(spec)}
    >
      <div className={styles.columns}>
        {spec.columns.map((column, index) => (
          <div key={index}>{column.map((block, at) => drawBlock(block, state, at))}</div>
        ))}
      </div>
    </ItemForm>
  );
}
