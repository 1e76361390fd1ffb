import type { Store } from '@roast/domain';
import { Field } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/forms';
import styles from './outlets.module.css';
import type { SettingsField } from './settings-fields';

/** What the outlet's tax invoices carry: the registered name, the GSTIN and the FSSAI licence. */
export function TaxDetails({ store, errors }: { store: Store; errors: FieldErrors<SettingsField> }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Tax invoice details</legend>
      <div className={styles.capacity}>
        <Field label="Registered name" hint="The business’s name on the GST certificate." error={errors.legalName}>
          <input name="legalName" type="text" autoComplete="off" defaultValue={store.legalName} />
        </Field>
        <Field label="GSTIN" hint="15 characters, like 29AAHCR4821K1Z0." error={errors.gstin}>
          <input
            name="gstin"
            type="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={15}
            defaultValue={store.gstin}
          />
        </Field>
        <Field
          label="FSSAI licence number"
          hint="14 digits. Shown on the outlet’s page and on invoices."
          error={errors.fssaiLicence}
        >
          <input
            name="fssaiLicence"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            defaultValue={store.fssaiLicence}
          />
        </Field>
      </div>
    </fieldset>
  );
}
