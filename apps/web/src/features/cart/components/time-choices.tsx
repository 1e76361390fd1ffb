import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import type { TimeChoice } from '../hooks/use-pickup-choice';
import styles from './add-to-cart-dialog.module.css';

export type TimesState =
  | { kind: 'note'; text: string }
  | { kind: 'loading' }
  | { kind: 'closed'; text: string; stale: boolean }
  | { kind: 'times'; date: string; times: TimeChoice[]; chosen: string; chosenFull: boolean; stale: boolean };

/**
 * The outlet's times on the chosen day, as buttons under the time: the free ones to pick, the full
 * ones greyed out and marked Full. A day that takes no pickups says why instead.
 */
export function TimeChoices({ state, onChoose }: { state: TimesState; onChoose: (time: string) => void }) {
  const name = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const chosen = state.kind === 'times' ? state.chosen : null;
  const date = state.kind === 'times' ? state.date : null;
  const { t } = useTranslation('cart');
  const format = useFormat();

  // The chosen time stays in sight in its scrolling box (the dialog itself does not move).
  useEffect(() => {
    const box = scroller.current;
    const checked = box?.querySelector<HTMLElement>('input:checked')?.closest('label');
    if (!box || !checked) return;
    const top = checked.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    if (top < box.scrollTop || top + checked.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = Math.max(0, top - checked.offsetHeight);
    }
  }, [chosen, date]);

  if (state.kind === 'note') {
    return (
      <div className={styles.times}>
        <p className={styles.timesNote}>{state.text}</p>
      </div>
    );
  }
  if (state.kind === 'loading') {
    return (
      <div className={styles.times} aria-busy="true">
        <p className={styles.timesNote}>{t('dialog.checkingTimes')}</p>
        <div className={styles.timeGrid} aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <span key={index} className={`${styles.time} ${styles.timePlaceholder}`} />
          ))}
        </div>
      </div>
    );
  }
  if (state.kind === 'closed') {
    return (
      <p role="status" className={`${styles.times} ${styles.dayClosed}`} aria-busy={state.stale || undefined}>
        {state.text}
      </p>
    );
  }
  const anyFull = state.times.some((choice) => !choice.free);
  return (
    <fieldset className={styles.times} disabled={state.stale} aria-busy={state.stale || undefined}>
      <legend className={styles.timesLegend}>
        {t('dialog.timesOn', { date: format.date(state.date) })}
        {state.stale ? <span className={styles.timesNote}>{t('dialog.checking')}</span> : null}
      </legend>
      <div ref={scroller} className={styles.timeGrid}>
        {state.times.map((choice) => (
          <label key={choice.time} className={styles.time} data-full={!choice.free || undefined}>
            <input
              type="radio"
              name={name}
              value={choice.time}
              checked={choice.time === state.chosen}
              disabled={!choice.free}
              onChange={() => onChoose(choice.time)}
            />
            <span className="tabular">{format.time(choice.time)}</span>
            {choice.free ? null : (
              <>
                {' '}
                <span className={styles.fullMark}>{t('dialog.full')}</span>
              </>
            )}
          </label>
        ))}
      </div>
      {state.chosenFull ? (
        <p className={styles.timesWarning}>{t('dialog.chosenFull', { time: format.time(state.chosen) })}</p>
      ) : anyFull ? (
        <p className={styles.timesNote}>{t('dialog.someFull')}</p>
      ) : null}
    </fieldset>
  );
}
