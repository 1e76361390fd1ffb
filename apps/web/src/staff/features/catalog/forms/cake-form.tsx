import { CAKE_CATEGORIES, type Cake, type Store } from '@roast/domain';
import { Field } from '../../../../components/ui/field';
import { PhotoField } from '../photo-field';
import {
  CheckOption,
  FieldRow,
  FormSection,
  KitchenUnits,
  PreparationHours,
  LinesField,
  OutletChoices,
  RupeeInput,
  TranslationFields,
} from './form-fields';
import {
  allOf,
  checked,
  imageOf,
  linesOf,
  numberOf,
  numberOrNull,
  optionalText,
  text,
  withTranslations,
} from './form-values';
import { ItemForm, useItemErrors, usePhotos } from './item-form';
import styles from './catalog-form.module.css';

const VEG_CHOICES = [
  { value: 'Both', label: 'With egg or eggless (the customer chooses)' },
  { value: 'EGGLESS', label: 'Eggless only' },
  { value: 'EGG', label: 'With egg only' },
] as const;

/** The texts the owner may give in Kannada and Hindi. */
const TRANSLATED = [
  { name: 'name', label: 'Name' },
  { name: 'smalldesc', label: 'Short description' },
] as const;

function read(form: FormData) {
  return {
    name: text(form, 'name'),
    category: numberOf(form, 'category'),
    smalldesc: text(form, 'smalldesc'),
    description: text(form, 'description'),
    content: linesOf(form, 'content'),
    isveg: text(form, 'isveg'),
    pricePerlarge: numberOf(form, 'pricePerlarge'),
    weightPerlarge: text(form, 'weightPerlarge'),
    pricePermedium: numberOf(form, 'pricePermedium'),
    weightPermedium: optionalText(form, 'weightPermedium'),
    portions: text(form, 'portions'),
    preparationTime: numberOf(form, 'preparationTime'),
    capacityUnits: numberOrNull(form, 'capacityUnits'),
    storeSelect: allOf(form, 'storeSelect'),
    img: imageOf(form, 'img'),
    imgAlt: text(form, 'imgAlt'),
    bestSeller: checked(form, 'bestSeller'),
    eggless: checked(form, 'eggless'),
    sugarFree: checked(form, 'sugarFree'),
    glutenFree: checked(form, 'glutenFree'),
    isSold: checked(form, 'isSold'),
    isActive: checked(form, 'isActive'),
  };
}

/** A cake: what it is, its sizes and prices, where it is sold, its photo and its marks. */
export function CakeForm({ item, stores }: { item: Cake | null; stores: readonly Store[] }) {
  const errors = useItemErrors();
  const photos = usePhotos({ img: item?.img ?? null });
  const error = errors.errors;
  return (
    <ItemForm
      kind="cakes"
      item={item}
      errors={errors}
      photos={photos}
      read={withTranslations(read, TRANSLATED, item?.translations)}
    >
      <div className={styles.columns}>
        <div>
          <FormSection title="About the cake">
            <Field label="Name" error={error.name}>
              <input name="name" defaultValue={item?.name} autoComplete="off" />
            </Field>
            <Field label="Category" error={error.category}>
              <select name="category" defaultValue={item?.category ?? ''}>
                <option value="" disabled>
                  Choose a category
                </option>
                {CAKE_CATEGORIES.map((category) => (
                  <option key={category._id} value={category._id}>
                    {category.catname}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Short description" hint="On the cake’s card in the menu." error={error.smalldesc}>
              <input name="smalldesc" defaultValue={item?.smalldesc} autoComplete="off" />
            </Field>
            <Field label="Description" hint="On the cake’s own page." error={error.description}>
              <textarea name="description" defaultValue={item?.description} rows={5} />
            </Field>
            <LinesField
              label="Flavours and layers"
              name="content"
              lines={item?.content}
              error={error.content}
              hint="As the cake’s page lists them."
            />
            <Field label="Egg or eggless" error={error.isveg}>
              <select name="isveg" defaultValue={item?.isveg ?? 'Both'}>
                {VEG_CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </Field>
          </FormSection>
          <TranslationFields translations={item?.translations} fields={TRANSLATED} />

          <FormSection title="Sizes and prices">
            <FieldRow>
              <Field label="1 kg price" error={error.pricePerlarge}>
                <RupeeInput name="pricePerlarge" defaultValue={item?.pricePerlarge} />
              </Field>
              <Field label="Large weight" hint="As the store shows it: 1 kg." error={error.weightPerlarge}>
                <input name="weightPerlarge" defaultValue={item?.weightPerlarge ?? '1 kg'} autoComplete="off" />
              </Field>
            </FieldRow>
            <FieldRow>
              <Field
                label="750 g price"
                hint="Leave it and its weight empty for one size only."
                error={error.pricePermedium}
              >
                <RupeeInput name="pricePermedium" defaultValue={item?.pricePermedium} />
              </Field>
              <Field label="Medium weight" hint="As the store shows it: 750 g." error={error.weightPermedium}>
                <input name="weightPermedium" defaultValue={item?.weightPermedium} autoComplete="off" />
              </Field>
            </FieldRow>
            <FieldRow>
              <Field label="Portions" hint="For example, 8 to 10." error={error.portions}>
                <input name="portions" defaultValue={item?.portions} autoComplete="off" />
              </Field>
              <PreparationHours defaultValue={item?.preparationTime} error={error.preparationTime} />
            </FieldRow>
            <KitchenUnits
              hint="Per kilogram; leave empty for 1."
              defaultValue={item?.capacityUnits}
              error={error.capacityUnits}
            />
          </FormSection>

          <OutletChoices
            stores={stores}
            chosen={item?.storeSelect ?? stores.map((store) => store.outletName)}
            error={error.storeSelect}
          />
        </div>

        <div>
          <PhotoField
            legend="Photo"
            kind="product"
            {...photos.field('img')}
            error={error.img}
            alt={{ name: 'imgAlt', defaultValue: item?.imgAlt ?? '', error: error.imgAlt }}
          />
          <FormSection title="Marks and state">
            <CheckOption name="bestSeller" label="Best seller" defaultChecked={item?.bestSeller ?? false} />
            <CheckOption name="eggless" label="Eggless mark" defaultChecked={item?.eggless ?? false} />
            <CheckOption name="sugarFree" label="Sugar free" defaultChecked={item?.sugarFree ?? false} />
            <CheckOption name="glutenFree" label="Gluten free" defaultChecked={item?.glutenFree ?? false} />
            <CheckOption
              name="isSold"
              label="Sold out"
              hint="Customers see it but cannot order it."
              defaultChecked={item?.isSold ?? false}
            />
            <CheckOption
              name="isActive"
              label="In the store"
              hint="Untick to take it off the menu."
              defaultChecked={item?.isActive ?? true}
            />
          </FormSection>
        </div>
      </div>
    </ItemForm>
  );
}
