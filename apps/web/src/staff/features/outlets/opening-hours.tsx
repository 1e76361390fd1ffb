import type { Store } from '@roast/domain';
import { Field, fieldStyles } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/forms';
import styles from './outlets.module.css';
import { MIDNIGHT, type SettingsField } from './settings-fields';

/** When the outlet opens and closes; 'Open until midnight' closes it at 24:00. */
export function OpeningHours({
  store,
  midnight,
  onMidnight,
  errors,
}: {
  store: Store;
  midnight: boolean;
  onMidnight: (midnight: boolean) => void;
  errors: FieldErrors<SettingsField>;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Opening hours</legend>
      <div className={styles.hours}>
        <Field label="Opens at" error={errors.open}>
          <input name="open" type="time" defaultValue={store.hours.open} step={60} />
        </Field>
        <Field label="Closes at" error={errors.close}>
          <input
            name="close"
            type="time"
            step={60}
            defaultValue={store.hours.close === MIDNIGHT ? '' : store.hours.close}
            disabled={midnight}
          />
        </Field>
        <label className={`${fieldStyles.check} ${styles.midnight}`}>
          <input type="checkbox" checked={midnight} onChange={(event) => onMidnight(event.target.checked)} />
          Open until midnight
        </label>
      </div>
    </fieldset>
  );
}
