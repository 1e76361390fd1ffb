import { KITCHEN_STATUSES, type KitchenStatus } from '@roast/domain';
import { CalendarDays, Store } from 'lucide-react';
import type { StaffOutlet } from '../../lib/outlets';
import type { BoardView, DayChoice } from './board-view';
import styles from './board.module.css';
import segments from '../../components/segments.module.css';

/** More outlets than this and the choice is a list rather than a row of buttons. */
const MOST_OUTLET_BUTTONS = 4;

interface OutletPickerProps {
  outlets: StaffOutlet[];
  outlet: StaffOutlet;
  onChange: (outletId: string) => void;
}

/**
 * The outlets' names on their buttons without the word they all start with ('Roast CCX',
 * 'Roast 24 Seven' → 'CCX', '24 Seven'), which says nothing there and takes the room.
 */
function buttonNames(outlets: StaffOutlet[]): Map<string, string> {
  const first = outlets[0]?.outletName.split(' ')[0];
  const shared = first && outlets.every((each) => each.outletName.startsWith(`${first} `)) ? `${first} ` : '';
  return new Map(outlets.map((each) => [each._id, each.outletName.slice(shared.length)]));
}

/** Which outlet's board this is: buttons for a few outlets, a list for many, a name for one. */
export function OutletPicker({ outlets, outlet, onChange }: OutletPickerProps) {
  if (outlets.length === 1) {
    return (
      <p className={styles.singleOutlet}>
        <Store aria-hidden="true" size={20} />
        {outlet.outletName}
      </p>
    );
  }
  if (outlets.length > MOST_OUTLET_BUTTONS) {
    return (
      <label className={styles.outletSelect}>
        <span>Outlet</span>
        <select value={outlet._id} onChange={(event) => onChange(event.target.value)}>
          {outlets.map((each) => (
            <option key={each._id} value={each._id}>
              {each.outletName}
            </option>
          ))}
        </select>
      </label>
    );
  }
  const names = buttonNames(outlets);
  return (
    <div role="group" aria-label="Outlet" className={segments.segments}>
      {outlets.map((each) => (
        <button
          key={each._id}
          type="button"
          className={segments.segment}
          aria-label={each.outletName}
          aria-pressed={each._id === outlet._id}
          onClick={() => onChange(each._id)}
        >
          {names.get(each._id)}
        </button>
      ))}
    </div>
  );
}

const DAY_CHOICES: { choice: Exclude<DayChoice, 'date'>; label: string }[] = [
  { choice: 'today', label: 'Today' },
  { choice: 'tomorrow', label: 'Tomorrow' },
  { choice: 'week', label: 'Next 7 days' },
];

interface DayPickerProps {
  view: BoardView;
  onChange: (choice: DayChoice, date?: string) => void;
}

export function DayPicker({ view, onChange }: DayPickerProps) {
  return (
    <div className={styles.days}>
      <div role="group" aria-label="Day" className={segments.segments}>
        {DAY_CHOICES.map(({ choice, label }) => (
          <button
            key={choice}
            type="button"
            className={segments.segment}
            aria-pressed={view.choice === choice}
            onClick={() => onChange(choice)}
          >
            {label}
          </button>
        ))}
      </div>
      <label className={`${styles.dateField} ${view.choice === 'date' ? styles.dateChosen : ''}`}>
        <CalendarDays aria-hidden="true" size={20} />
        <span className="visually-hidden">Another day</span>
        <input
          type="date"
          value={view.days === 1 ? view.date : ''}
          onChange={(event) => {
            if (event.target.value) onChange('date', event.target.value);
          }}
        />
      </label>
    </div>
  );
}

interface StatusChipsProps {
  counts: Record<KitchenStatus, number>;
  total: number;
  status: KitchenStatus | null;
  onChange: (status: KitchenStatus | null) => void;
}

/** Show every order, or the orders in one state; each chip counts its orders. */
export function StatusChips({ counts, total, status, onChange }: StatusChipsProps) {
  const chip = (value: KitchenStatus | null, label: string, count: number) => (
    <button
      key={label}
      type="button"
      className={styles.chip}
      aria-pressed={status === value}
      onClick={() => onChange(value)}
    >
      {label}
      <span className={styles.count}>{count}</span>
    </button>
  );
  return (
    <div role="group" aria-label="Show orders" className={styles.chips}>
      {chip(null, 'All', total)}
      {KITCHEN_STATUSES.map((each) => chip(each, each, counts[each]))}
    </div>
  );
}
