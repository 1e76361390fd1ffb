import { MAX_CAPACITY_UNITS, type CatalogTranslations, type Store } from '@roast/domain';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, fieldStyles } from '../../../../components/ui/field';
import styles from './catalog-form.module.css';

/** A part of a long form, under its own heading. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Side by side where there is room. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

/** An amount in rupees, with the ₹ in front. Field gives it its id and error wiring, passed to the input. */
export function RupeeInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={styles.rupee}>
      <span aria-hidden="true">₹</span>
      <input type="text" inputMode="decimal" autoComplete="off" {...props} />
    </div>
  );
}

/** How many hours ahead an item must be ordered (`preparationTime`); a new item starts at 24. */
export function PreparationHours({ defaultValue, error }: { defaultValue: number | undefined; error?: string }) {
  return (
    <Field label="Preparation time, in hours" hint="How early it must be ordered." error={error}>
      <input
        name="preparationTime"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        defaultValue={defaultValue ?? 24}
      />
    </Field>
  );
}

/** How much of a pickup slot's kitchen an item takes (`capacityUnits`); empty is the default of 1. */
export function KitchenUnits({
  hint,
  defaultValue,
  error,
}: {
  hint: string;
  defaultValue: number | null | undefined;
  error?: string;
}) {
  return (
    <div className={styles.narrowRow}>
      <Field label="Kitchen units" hint={hint} error={error}>
        <input
          name="capacityUnits"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_CAPACITY_UNITS}
          step={1}
          defaultValue={defaultValue ?? ''}
        />
      </Field>
    </div>
  );
}

/** A list (flavours, terms, perks) as a textarea of one entry per line. */
export function LinesField({
  label,
  name,
  lines,
  error,
  hint,
}: {
  label: string;
  name: string;
  lines: readonly string[] | undefined;
  error?: string;
  hint?: string;
}) {
  return (
    <Field label={label} error={error} hint={hint ? `${hint} One per line.` : 'One per line.'}>
      <textarea name={name} defaultValue={(lines ?? []).join('\n')} rows={Math.max(4, (lines?.length ?? 0) + 1)} />
    </Field>
  );
}

/** A yes-or-no setting with what it means. */
export function CheckOption({
  name,
  label,
  hint,
  defaultChecked,
}: {
  name: string;
  label: string;
  hint?: string;
  defaultChecked: boolean;
}) {
  const hintId = useId();
  return (
    <label className={`${fieldStyles.check} ${styles.option}`}>
      <input type="checkbox" name={name} defaultChecked={defaultChecked} aria-describedby={hint ? hintId : undefined} />
      <span>
        <span className={styles.optionName}>{label}</span>
        {hint ? (
          <span id={hintId} className={styles.optionHint}>
            {hint}
          </span>
        ) : null}
      </span>
    </label>
  );
}

/** The outlets that sell it, by name (`storeSelect`). */
export function OutletChoices({
  stores,
  chosen,
  error,
}: {
  stores: readonly Store[];
  chosen: readonly string[];
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset className={`${styles.section} ${styles.fieldsetSection}`}>
      <legend className={styles.sectionLegend}>Where it is sold</legend>
      <div className={styles.choices}>
        {stores.map((store) => (
          <label key={store._id} className={`${fieldStyles.check} ${styles.choice}`}>
            <input
              type="checkbox"
              name="storeSelect"
              value={store.outletName}
              defaultChecked={chosen.includes(store.outletName)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <span>{store.outletName}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const TRANSLATED_IN = [
  { language: 'kn', name: 'Kannada' },
  { language: 'hi', name: 'Hindi' },
] as const;

/**
 * The item's texts in Kannada and Hindi, for the /kn and /hi pages; a field left empty shows the
 * English there.
 */
export function TranslationFields({
  translations,
  fields,
}: {
  translations: CatalogTranslations | undefined;
  /** Each field translated, by name; `long` ones take a few lines. */
  fields: readonly { name: string; label: string; long?: boolean }[];
}) {
  return (
    <FormSection title="In Kannada and Hindi">
      <p className={fieldStyles.hint}>Leave a field empty and its page in that language shows the English.</p>
      {TRANSLATED_IN.map(({ language, name }) =>
        fields.map((field) => {
          const value = translations?.[language]?.[field.name];
          return (
            <Field key={`${language}-${field.name}`} label={`${field.label} in ${name}`}>
              {field.long ? (
                <textarea
                  name={`translations.${language}.${field.name}`}
                  lang={language}
                  rows={3}
                  defaultValue={typeof value === 'string' ? value : ''}
                />
              ) : (
                <input
                  name={`translations.${language}.${field.name}`}
                  lang={language}
                  defaultValue={typeof value === 'string' ? value : ''}
                  autoComplete="off"
                />
              )}
            </Field>
          );
        }),
      )}
    </FormSection>
  );
}
