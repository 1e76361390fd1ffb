import { MAX_SLOT_CAPACITY, SLOT_MINUTES, type Store } from '@roast/domain';
import { Field } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/forms';
import styles from './outlets.module.css';
import type { SettingsField } from './settings-fields';

/** The pickup slots: their length, the kitchen units each takes, and the same-day cutoff. */
export function SlotCapacity({ store, errors }: { store: Store; errors: FieldErrors<SettingsField> }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Pickup slots</legend>
      <div className={styles.capacity}>
        <Field label="Slot length" hint="Pickup times go in steps of this from opening." error={errors.slotMinutes}>
          <select name="slotMinutes" defaultValue={store.slotMinutes}>
            {SLOT_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </select>
        </Field>
        <Field label="Units per slot" hint="What the kitchen can get ready in one slot." error={errors.slotCapacity}>
          <input
            name="slotCapacity"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SLOT_CAPACITY}
            step={1}
            defaultValue={store.slotCapacity}
          />
        </Field>
        <Field
          label="Same-day cutoff"
          hint="No pickups for today after this time. Leave it empty for none."
          error={errors.sameDayCutoff}
        >
          <input name="sameDayCutoff" type="time" step={60} defaultValue={store.sameDayCutoff ?? ''} />
        </Field>
      </div>
    </fieldset>
  );
}
