import { MAX_NOTE_LENGTH } from '@roast/domain';
import { Clock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useCatalogText } from '../../../i18n/catalog-text';
import { useFormat } from '../../../i18n/format';
import { isOpenAllDay } from '../../../lib/format';
import { usePickupChoice, type ItemWeight, type PickupChoice } from '../hooks/use-pickup-choice';
import { usePickupSubmit, type Pickup } from '../hooks/use-pickup-submit';
import styles from './add-to-cart-dialog.module.css';
import { TimeChoices, type TimesState } from './time-choices';

interface PickupFormProps {
  itemNoun: 'cake' | 'hamper';
  item: ItemWeight;
  /** The outlets that make the item, by name (the catalog's storeSelect). */
  storeNames: readonly string[];
  /** The outlets (ids) where it is sold out for now: listed last, and marked so. */
  soldOutAt?: readonly string[];
  preparationHours: number;
  /** What is being added, in a line: name, size, price. */
  summary: ReactNode;
  confirmLabel: string;
  noStoreMessage: string;
  onConfirm: (pickup: Pickup) => Promise<boolean>;
}

/** What the box of times under the time shows. */
function timesState(choice: PickupChoice, t: (key: string) => string): TimesState {
  const { answer, dayMessage, fresh } = choice;
  if (!choice.chosen) return { kind: 'note', text: t('dialog.outletFirst') };
  if (!choice.asking) return { kind: 'note', text: t('dialog.dateFirst') };
  if (answer && dayMessage) return { kind: 'closed', text: dayMessage, stale: !fresh };
  if (answer) {
    return {
      kind: 'times',
      date: answer.date,
      times: choice.times,
      chosen: choice.chosenSlot,
      chosenFull: choice.chosenFull,
      stale: !fresh,
    };
  }
  return choice.timesFailed ? { kind: 'note', text: t('dialog.timesFailed') } : { kind: 'loading' };
}

/**
 * Outlet, date, time and a note for the kitchen. The time starts at the earliest pickup the outlet
 * can make, the times the outlet's day can still make are offered under it (the full ones marked),
 * and a time it cannot make is refused here, with the server's own words, before any call.
 */
export function PickupForm({
  itemNoun,
  item,
  storeNames,
  soldOutAt = [],
  preparationHours,
  summary,
  confirmLabel,
  noStoreMessage,
  onConfirm,
}: PickupFormProps) {
  const { errors, clearErrors, clearPickupError, busy, storeRef, submit } = usePickupSubmit({
    itemNoun,
    preparationHours,
    noStoreMessage,
    onConfirm,
  });
  const choice = usePickupChoice({ item, storeNames, preparationHours, adding: busy });
  const { stores, chosen, slot } = choice;
  const [note, setNote] = useState('');
  const { t } = useTranslation('cart');
  const format = useFormat();
  const text = useCatalogText();

  const edit = (change: Partial<typeof slot>) => {
    choice.edit(change);
    clearPickupError();
  };

  return (
    <form className={styles.form} onSubmit={(event) => submit(event, choice, note)} noValidate>
      <div className={styles.summary}>{summary}</div>
      <p className={styles.lead}>{t('dialog.lead')}</p>

      <Field label={t('dialog.pickupAt')} error={errors.store}>
        <select
          ref={storeRef}
          value={chosen?._id ?? ''}
          onChange={(event) => {
            choice.chooseStore(event.target.value);
            clearErrors();
          }}
          disabled={!stores}
        >
          <option value="">
            {stores
              ? t('dialog.chooseOutlet')
              : choice.storesFailed
                ? t('dialog.outletsFailed')
                : t('dialog.loadingOutlets')}
          </option>
          {[...choice.available]
            .sort((a, b) => Number(soldOutAt.includes(a._id)) - Number(soldOutAt.includes(b._id)))
            .map((store) => (
              <option key={store._id} value={store._id}>
                {text(store, 'outletName')}
                {store.locality ? `, ${text(store, 'locality')}` : ''}
                {soldOutAt.includes(store._id) ? ` (${t('dialog.soldOutHere')})` : ''}
              </option>
            ))}
        </select>
      </Field>

      <div className={styles.when}>
        <Field label={t('dialog.pickupDate')}>
          <input
            type="date"
            value={slot.pickupDate}
            min={choice.today}
            max={choice.lastDay}
            required
            onChange={(event) => edit({ pickupDate: event.target.value })}
          />
        </Field>
        <Field label={t('dialog.pickupTime')}>
          <input
            type="time"
            value={slot.pickupTime}
            step={900}
            required
            onChange={(event) => edit({ pickupTime: event.target.value })}
          />
        </Field>
      </div>
      <TimeChoices state={timesState(choice, t)} onChoose={(time) => edit({ pickupTime: time })} />
      <p className={styles.hint}>
        <Clock aria-hidden="true" size={18} />
        <span>
          {t('dialog.earliest')} <strong>{format.slot(choice.earliest)}</strong>
          {'.'}
          {chosen ? (
            <>
              <br />
              {isOpenAllDay(chosen.hours)
                ? t('dialog.openAllDayAt', { outlet: text(chosen, 'outletName') })
                : t('dialog.openAt', {
                    open: format.time(chosen.hours.open),
                    close: format.time(chosen.hours.close),
                    outlet: text(chosen, 'outletName'),
                  })}
            </>
          ) : null}
        </span>
      </p>
      {errors.pickup ? (
        <p role="alert" className={styles.error}>
          {errors.pickup}
        </p>
      ) : null}

      <Field label={t('dialog.note')} hint={t('dialog.noteHint')}>
        <textarea value={note} maxLength={MAX_NOTE_LENGTH} rows={3} onChange={(event) => setNote(event.target.value)} />
      </Field>

      <Button type="submit" block disabled={busy}>
        {busy ? t('dialog.adding') : confirmLabel}
      </Button>
    </form>
  );
}
