import { formatTime12, toIndiaSlot, type SlotLoad } from '@roast/domain';
import { useLayoutEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { messageOf } from '../../lib/api';
import { relativeDay } from '../../lib/dates';
import styles from './slot-load.module.css';

/** A slot at least this full is nearly full. */
const NEARLY_FULL = 0.8;

type Fullness = 'open' | 'nearly' | 'full';

function fullnessOf({ taken, capacity }: { taken: number; capacity: number }): Fullness {
  if (taken >= capacity) return 'full';
  return taken >= capacity * NEARLY_FULL ? 'nearly' : 'open';
}

const FULLNESS_WORDS: Record<Fullness, string | null> = { open: null, nearly: 'Nearly full', full: 'Full' };

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The slot the time falls in, if the day has one for it. */
function slotAt(load: SlotLoad, time: string): string | null {
  const at = minutesOf(time);
  const slot = load.slots.find((each) => minutesOf(each.time) <= at && at < minutesOf(each.time) + load.slotMinutes);
  return slot?.time ?? null;
}

/** 'Today's pickup slots', 'Tomorrow's…', or 'Pickup slots on Friday, 27 Nov'. */
function stripName(date: string, today: string): string {
  const day = relativeDay(date, today);
  return date === today || day === 'Tomorrow' || day === 'Yesterday'
    ? `${day}’s pickup slots`
    : `Pickup slots on ${day}`;
}

interface SlotLoadStripProps {
  outlet: string;
  date: string;
  today: string;
  now: number;
  load: SlotLoad | undefined;
  error: unknown;
  onRetry: () => void;
}

/**
 * How full each pickup slot of the day is, as a row of chips to swipe along: the time, the units
 * taken of the units it takes, and 'Full' or 'Nearly full' in words. Today's row starts at the
 * slot now being picked up.
 */
export function SlotLoadStrip({ outlet, date, today, now, load, error, onRetry }: SlotLoadStripProps) {
  const name = stripName(date, today);
  const current = load && date === today ? slotAt(load, toIndiaSlot(new Date(now)).pickupTime) : null;
  const stripRef = useRef<HTMLOListElement>(null);
  const scrolledTo = useRef<string | null>(null);

  useLayoutEffect(() => {
    const strip = stripRef.current;
    const view = `${outlet}/${date}`;
    // Once for each outlet and day, so a later refresh does not undo where someone swiped to.
    if (!strip || !load || scrolledTo.current === view) return;
    scrolledTo.current = view;
    const chip = strip.querySelector<HTMLElement>('[aria-current="time"]');
    strip.scrollLeft = chip ? Math.max(0, chip.offsetLeft - strip.offsetLeft - 12) : 0;
  }, [outlet, date, load]);

  if (!load) {
    return error ? (
      <div className={styles.problem}>
        <p>{messageOf(error, 'The pickup slots could not be loaded. Check the connection.')}</p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    ) : (
      <div role="status" className={styles.loading}>
        <span className="visually-hidden">Loading the pickup slots…</span>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} width="84px" height="58px" />
        ))}
      </div>
    );
  }

  const full = load.slots.filter((slot) => fullnessOf(slot) === 'full').length;
  return (
    <div className={styles.slots}>
      <p className={styles.summary}>
        <span className={styles.name}>{name}</span>
        <span>
          {load.slotMinutes}-minute slots · {load.slotCapacity} {load.slotCapacity === 1 ? 'unit' : 'units'} each
          {full > 0 ? ` · ${full} full` : ''}
        </span>
      </p>
      {load.slots.length === 0 ? (
        <p className={styles.none}>No pickup slots on this day.</p>
      ) : (
        <ol ref={stripRef} className={styles.strip} aria-label={name} tabIndex={0}>
          {load.slots.map((slot) => {
            const fullness = fullnessOf(slot);
            const isNow = slot.time === current;
            const past = current !== null && !isNow && slot.time < current;
            return (
              <li
                key={slot.time}
                className={[styles.chip, styles[fullness], past ? styles.past : ''].filter(Boolean).join(' ')}
                aria-current={isNow ? 'time' : undefined}
              >
                {isNow ? <span className={styles.now}>Now</span> : null}
                <span className={styles.time}>{formatTime12(slot.time)}</span>
                <span className={styles.load} aria-hidden="true">
                  {slot.taken}/{slot.capacity}
                </span>
                <span className="visually-hidden">
                  {' '}
                  {slot.taken} of {slot.capacity} units taken
                </span>
                {FULLNESS_WORDS[fullness] ? <span className={styles.tag}>{FULLNESS_WORDS[fullness]}</span> : null}
                <span className={styles.meter} aria-hidden="true">
                  <span style={{ inlineSize: `${Math.min(100, (slot.taken / Math.max(1, slot.capacity)) * 100)}%` }} />
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
