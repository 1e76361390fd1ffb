import type { OutletPatch, Store } from '@roast/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useFieldErrors } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { Notice } from '../../components/console-page';
import { messageOf } from '../../lib/api';
import { useUpdateOutlet } from './api/outlets';
import { ClosedDates } from './closed-days';
import { OpeningHours } from './opening-hours';
import styles from './outlets.module.css';
import {
  MIDNIGHT,
  reasonsOf,
  refusedField,
  sameList,
  sameReasons,
  settingsSchema,
  wholeNumberOf,
  type SettingsField,
} from './settings-fields';
import { SlotCapacity } from './slot-capacity';
import { TaxDetails } from './tax-details';

/** An outlet's settings, section by section; saving sends only what changed. */
export function SettingsForm({ store }: { store: Store }) {
  const { formRef, errors, check, show } = useFieldErrors<SettingsField>();
  const [midnight, setMidnight] = useState(store.hours.close === MIDNIGHT);
  const [closed, setClosed] = useState(() => [...store.closedDates].sort());
  const [reasons, setReasons] = useState<Record<string, string>>(() => ({ ...store.closedReasons }));
  const [unchanged, setUnchanged] = useState(false);
  const update = useUpdateOutlet();
  const refused = update.isError ? refusedField(update.error) : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setUnchanged(false);
    const form = new FormData(event.currentTarget);
    const hours = {
      open: String(form.get('open') ?? ''),
      close: midnight ? MIDNIGHT : String(form.get('close') ?? ''),
    };
    const phone = String(form.get('phone') ?? '');
    const slotMinutes = Number(form.get('slotMinutes'));
    const slotCapacity = wholeNumberOf(form, 'slotCapacity');
    const sameDayCutoff = String(form.get('sameDayCutoff') ?? '') || null;
    const closedReasons = reasonsOf(closed, reasons);
    const legalName = String(form.get('legalName') ?? '');
    const gstin = String(form.get('gstin') ?? '');
    const fssaiLicence = String(form.get('fssaiLicence') ?? '');
    // Only what changed is sent, so two owners changing different things do not undo each other.
    const changes: OutletPatch = {
      hours: hours.open !== store.hours.open || hours.close !== store.hours.close ? hours : undefined,
      closedDates: sameList(closed, [...store.closedDates].sort()) ? undefined : closed,
      closedReasons: sameReasons(closedReasons, store.closedReasons) ? undefined : closedReasons,
      phone: phone.trim() !== store.phone ? phone : undefined,
      slotMinutes: slotMinutes === store.slotMinutes ? undefined : slotMinutes,
      slotCapacity: slotCapacity === store.slotCapacity ? undefined : slotCapacity,
      sameDayCutoff: sameDayCutoff === store.sameDayCutoff ? undefined : sameDayCutoff,
      legalName: legalName.trim() === store.legalName ? undefined : legalName,
      gstin: gstin.trim().toUpperCase() === store.gstin ? undefined : gstin,
      fssaiLicence: fssaiLicence.trim() === store.fssaiLicence ? undefined : fssaiLicence,
    };
    if (Object.values(changes).every((value) => value === undefined)) {
      setUnchanged(true);
      return;
    }
    const patch = check(settingsSchema, changes);
    if (!patch) return;
    try {
      await update.mutateAsync({ storeId: store._id, patch });
      toast.success(`Saved ${store.outletName}’s settings.`);
    } catch (error) {
      const onField = refusedField(error);
      if (onField) show(onField);
    }
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
      <OpeningHours store={store} midnight={midnight} onMidnight={setMidnight} errors={errors} />
      <SlotCapacity store={store} errors={errors} />

      <ClosedDates
        dates={closed}
        onChange={setClosed}
        reasons={reasons}
        onReason={(date, why) => setReasons((before) => ({ ...before, [date]: why }))}
        error={errors.closedDates ?? errors.closedReasons}
        reasonErrors={errors}
      />

      <div className={styles.phone}>
        <Field label="Phone" hint="Customers call this number about their orders." error={errors.phone}>
          <input name="phone" type="tel" autoComplete="off" defaultValue={store.phone} />
        </Field>
      </div>

      <TaxDetails store={store} errors={errors} />

      {update.isError && !refused ? <Notice tone="error">{messageOf(update.error)}</Notice> : null}
      {unchanged ? <Notice tone="info">Nothing has changed, so there is nothing to save.</Notice> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
