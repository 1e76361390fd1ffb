import type { Offer, Store } from '@roast/domain';
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
import { allOf, checked, imageOf, linesOf, numberOf, numberOrNull, text, withTranslations } from './form-values';
import { ItemForm, useItemErrors, usePhotos } from './item-form';
import styles from './catalog-form.module.css';

/** The texts the owner may give in Kannada and Hindi. */
const TRANSLATED = [
  { name: 'name', label: 'Name' },
  { name: 'smalldesc', label: 'Short description' },
] as const;

function read(form: FormData) {
  return {
    name: text(form, 'name'),
    smalldesc: text(form, 'smalldesc'),
    price: numberOf(form, 'price'),
    content: linesOf(form, 'content'),
    description: linesOf(form, 'description'),
    storeSelect: allOf(form, 'storeSelect'),
    preparationTime: numberOf(form, 'preparationTime'),
    capacityUnits: numberOrNull(form, 'capacityUnits'),
    img: imageOf(form, 'img'),
    imgAlt: text(form, 'imgAlt'),
    seasonal: checked(form, 'seasonal'),
    isSold: checked(form, 'isSold'),
    isActive: checked(form, 'isActive'),
  };
}

/** A gift hamper: what is in it, its price and terms, where it is sold, its photo. */
export function OfferForm({ item, stores }: { item: Offer | null; stores: readonly Store[] }) {
  const errors = useItemErrors();
  const photos = usePhotos({ img: item?.img ?? null });
  const error = errors.errors;
  return (
    <ItemForm
      kind="offers"
      item={item}
      errors={errors}
      photos={photos}
      read={withTranslations(read, TRANSLATED, item?.translations)}
    >
      <div className={styles.columns}>
        <div>
          <FormSection title="About the hamper">
            <Field label="Name" error={error.name}>
              <input name="name" defaultValue={item?.name} autoComplete="off" />
            </Field>
            <Field label="Short description" hint="On the hamper’s card." error={error.smalldesc}>
              <input name="smalldesc" defaultValue={item?.smalldesc} autoComplete="off" />
            </Field>
            <FieldRow>
              <Field label="Price" error={error.price}>
                <RupeeInput name="price" defaultValue={item?.price} />
              </Field>
              <PreparationHours defaultValue={item?.preparationTime} error={error.preparationTime} />
            </FieldRow>
            <KitchenUnits
              hint="Each; leave empty for 1."
              defaultValue={item?.capacityUnits}
              error={error.capacityUnits}
            />
            <LinesField label="What is in the hamper" name="content" lines={item?.content} error={error.content} />
            <LinesField label="Terms" name="description" lines={item?.description} error={error.description} />
          </FormSection>
          <TranslationFields translations={item?.translations} fields={TRANSLATED} />
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
            <CheckOption
              name="seasonal"
              label="Seasonal"
              hint="Shown in the home page’s seasonal pop-up."
              defaultChecked={item?.seasonal ?? false}
            />
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
