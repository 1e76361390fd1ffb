import { formatDate } from '@roast/domain';
import { CalendarPlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { fieldStyles } from '../../../components/ui/field';
import { IconButton } from '../../../components/ui/icon-button';
import styles from './outlets.module.css';
import { reasonField, type ReasonField } from './settings-fields';

const REASON_LENGTH = 60;

/** Days the outlet is shut: each with its reason and a button that removes it, and a date to add another. */
export function ClosedDates({
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
