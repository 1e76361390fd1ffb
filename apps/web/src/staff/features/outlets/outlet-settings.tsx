import {
  formatDate,
  MAX_SLOT_CAPACITY,
  outletPatchSchema,
  reopensAt,
  SLOT_MINUTES,
  type OutletPatch,
  type Store,
} from '@roast/domain';
import { CalendarPlus, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, fieldStyles } from '../../../components/ui/field';
import { IconButton } from '../../../components/ui/icon-button';
import { useFieldErrors } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { Notice } from '../../components/console-page';
import { Switch } from '../../components/switch';
import { fieldRefusal, messageOf, StaffApiError } from '../../lib/api';
import { useTakingOrders, useUpdateOutlet } from './api/outlets';
import styles from './outlets.module.css';

/** A closed day's reason has its own field: 'reason:2026-12-25'. */
type ReasonField = `reason:${string}`;
type SettingsField =
  | 'open'
  | 'close'
  | 'closedDates'
  | 'phone'
  | 'slotMinutes'
  | 'slotCapacity'
  | 'sameDayCutoff'
  | 'closedReasons'
  | 'legalName'
  | 'gstin'
  | 'fssaiLicence'
  | ReasonField;
const SERVER_FIELDS = [
  'hours',
  'open',
  'close',
  'closedDates',
  'phone',
  'slotMinutes',
  'slotCapacity',
  'sameDayCutoff',
  'closedReasons',
  'legalName',
  'gstin',
  'fssaiLicence',
] as const;
const MIDNIGHT = '24:00';
const REASON_LENGTH = 60;
const reasonField = (date: string): ReasonField => `reason:${date}`;

/**
 * The domain's outlet schema, its hours' errors told apart: 'hours.open' is the opening time's
 * field and 'hours.close' (or the hours as a whole) the closing time's; a closed day's reason is
 * that day's field.
 */
const settingsSchema = {
  safeParse(value: unknown) {
    const parsed = outletPatchSchema.safeParse(value);
    if (parsed.success) return parsed;
    const issues = parsed.error.issues.map((issue) => ({
      ...issue,
      path:
        issue.path[0] === 'hours'
          ? [issue.path[1] === 'open' ? 'open' : 'close']
          : issue.path[0] === 'closedReasons' && typeof issue.path[1] === 'string'
            ? [reasonField(issue.path[1])]
            : issue.path.slice(0, 1),
    }));
    return { success: false as const, error: { issues } };
  },
};

/**
 * A refusal the server tied to one of the form's fields, as the form shows it beside that field
 * ('closedReasons.2026-12-25: …' beside that day's reason); null for any other failure.
 */
function refusedField(error: unknown): Partial<Record<SettingsField, string>> | null {
  const said = error instanceof StaffApiError ? error.serverMessage : undefined;
  const reason = said ? /^closedReasons\.(\d{4}-\d{2}-\d{2}): (.+)$/s.exec(said) : null;
  if (reason?.[1] && reason[2]) return { [reasonField(reason[1])]: reason[2] };
  const onField = fieldRefusal(error, SERVER_FIELDS);
  if (!onField) return null;
  const { hours, ...rest } = onField;
  return hours ? { close: hours, ...rest } : rest;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.join() === b.join();
const sameReasons = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** The reasons given for the days still closed, without the empty ones. */
const reasonsOf = (closed: readonly string[], reasons: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    closed.flatMap((date) => {
      const why = reasons[date]?.trim();
      return why ? [[date, why]] : [];
    }),
  );

/** A whole number as typed; NaN when nothing was, so the schema asks for one. */
function wholeNumberOf(form: FormData, name: string): number {
  const typed = String(form.get(name) ?? '').trim();
  return typed === '' ? Number.NaN : Number(typed);
}

/** One outlet: whether it takes online orders (saved as it is switched), and its settings' form. */
export function OutletSettings({ store }: { store: Store }) {
  const nameId = useId();
  const taking = useTakingOrders();
  // When the page was opened: a pause from the board that ends later is shown.
  const [openedAt] = useState(() => Date.now());
  const pausedUntil =
    store.takingOrders && store.pausedUntil && new Date(store.pausedUntil).getTime() > openedAt
      ? store.pausedUntil
      : null;

  const switchOrders = (takingOrders: boolean) =>
    taking.mutate(
      { storeId: store._id, takingOrders },
      {
        onSuccess: () =>
          toast.success(
            takingOrders
              ? `${store.outletName} is taking online orders again.`
              : `${store.outletName} is not taking online orders now.`,
          ),
        onError: (error) =>
          toast.error(`${store.outletName}: the change was not saved, nothing has changed. ${messageOf(error)}`),
      },
    );

  return (
    <article className={styles.outlet} aria-labelledby={nameId}>
      <div className={styles.outletHead}>
        <div>
          <h2 id={nameId} className={styles.name}>
            {store.outletName}
          </h2>
          <p className={styles.address}>{store.address}</p>
        </div>
        <Switch
          label="Taking online orders"
          context={store.outletName}
          checked={store.takingOrders}
          onChange={switchOrders}
        />
      </div>
      {store.takingOrders ? null : (
        <Notice tone="info" className={styles.paused}>
          Customers cannot order for pickup here until you switch online orders back on.
        </Notice>
      )}
      {pausedUntil ? (
        <Notice tone="info" className={styles.paused}>
          Paused as busy until {reopensAt(pausedUntil, new Date(openedAt))}: customers cannot order for pickup here
          until then. The orders board can reopen it sooner.
        </Notice>
      ) : null}
      <SettingsForm store={store} />
    </article>
  );
}

function SettingsForm({ store }: { store: Store }) {
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
            <input type="checkbox" checked={midnight} onChange={(event) => setMidnight(event.target.checked)} />
            Open until midnight
          </label>
        </div>
      </fieldset>

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

/** Days the outlet is shut: each with its reason and a button that removes it, and a date to add another. */
function ClosedDates({
  dates,
  onChange,
  reasons,
  onReason,
  error,
  reasonErrors,
}: {
  dates: string[];
  onChange: (dates: string[]) => void;
  reasons: Record<string, string>;
  onReason: (date: string, reason: string) => void;
  error?: string;
  reasonErrors: Partial<Record<ReasonField, string>>;
}) {
  const [day, setDay] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const shown = problem ?? error;

  function add() {
    if (!day) {
      setProblem('Choose a day to add.');
      return;
    }
    if (dates.includes(day)) {
      setProblem(`${formatDate(day)} is already a closed day.`);
      return;
    }
    setProblem(null);
    onChange([...dates, day].sort());
    setDay('');
  }

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Closed days</legend>
      {dates.length === 0 ? (
        <p className={styles.none}>Open every day.</p>
      ) : (
        <>
          <p id={hintId} className={styles.reasonHint}>
            A reason, like Diwali, tells customers why: ‘Closed for Diwali’. It is optional.
          </p>
          <ul className={styles.dates}>
            {dates.map((date) => (
              <ClosedDay
                key={date}
                date={date}
                reason={reasons[date] ?? ''}
                onReason={(why) => onReason(date, why)}
                onRemove={() => {
                  onChange(dates.filter((d) => d !== date));
                  // A day added again later starts without the reason it had.
                  onReason(date, '');
                }}
                hintId={hintId}
                error={reasonErrors[reasonField(date)]}
              />
            ))}
          </ul>
        </>
      )}
      <div className={styles.addDate}>
        <label htmlFor={inputId} className={styles.addLabel}>
          Add a closed day
        </label>
        <div className={styles.addRow}>
          <input
            id={inputId}
            type="date"
            value={day}
            onChange={(event) => setDay(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the day rather than saving the whole form.
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? errorId : undefined}
            className={styles.dateInput}
          />
          <Button variant="secondary" onClick={add}>
            <CalendarPlus aria-hidden="true" size={18} />
            Add
          </Button>
        </div>
      </div>
      {shown ? (
        <p id={errorId} className={fieldStyles.error}>
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One closed day: its date, why it is closed (optional), and the button that opens it again. */
function ClosedDay({
  date,
  reason,
  onReason,
  onRemove,
  hintId,
  error,
}: {
  date: string;
  reason: string;
  onReason: (reason: string) => void;
  onRemove: () => void;
  hintId: string;
  error?: string;
}) {
  const errorId = useId();
  const day = formatDate(date);
  return (
    <li className={styles.date}>
      <span className={styles.dateName}>{day}</span>
      <input
        type="text"
        value={reason}
        onChange={(event) => onReason(event.target.value)}
        aria-label={`Reason for ${day}`}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        placeholder="Reason (optional)"
        maxLength={REASON_LENGTH}
        autoComplete="off"
        className={styles.reason}
      />
      <IconButton label={`Remove ${day}`} onClick={onRemove}>
        <X aria-hidden="true" size={18} />
      </IconButton>
      {error ? (
        <p id={errorId} className={`${fieldStyles.error} ${styles.reasonError}`}>
          {error}
        </p>
      ) : null}
    </li>
  );
}
