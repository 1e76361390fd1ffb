import { MAX_REPORT_DAYS, salesQuerySchema } from '@roast/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useFieldErrors } from '../../../lib/forms';
import type { StaffOutlet } from '../../lib/outlets';
import { daysIn, PRESETS, type Preset, type SalesRange } from './sales-range';
import styles from './sales.module.css';
import segments from '../../components/segments.module.css';

interface RangeControlsProps {
  range: SalesRange;
  outlets: StaffOutlet[];
  onPreset: (preset: Preset) => void;
  onDates: (from: string, to: string) => void;
  onOutlet: (outlet: string | null) => void;
}

/** The report's range (a preset, or two dates) and its outlet. */
export function RangeControls({ range, outlets, onPreset, onDates, onOutlet }: RangeControlsProps) {
  return (
    <div className={styles.controls}>
      <div role="group" aria-label="Range" className={`${segments.segments} ${segments.onCard}`}>
        {PRESETS.map(({ preset, label }) => (
          <button
            key={preset}
            type="button"
            className={segments.segment}
            aria-pressed={range.preset === preset}
            onClick={() => onPreset(preset)}
          >
            {label}
          </button>
        ))}
      </div>
      {/* Keyed by the range, so a preset's dates show in the fields once it is chosen. */}
      <DatesForm key={`${range.from}:${range.to}`} range={range} onDates={onDates} />
      <div className={styles.outlet}>
        <Field label="Outlet">
          <select value={range.outlet ?? ''} onChange={(event) => onOutlet(event.target.value || null)}>
            <option value="">All outlets</option>
            {outlets.map((outlet) => (
              <option key={outlet._id} value={outlet._id}>
                {outlet.outletName}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </div>
  );
}

type DateField = 'from' | 'to';

function DatesForm({ range, onDates }: { range: SalesRange; onDates: (from: string, to: string) => void }) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const { formRef, errors, check } = useFieldErrors<DateField>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const tooLong =
      from && to && from <= to && daysIn(from, to) > MAX_REPORT_DAYS
        ? { to: `Choose a range of at most ${MAX_REPORT_DAYS} days.` }
        : {};
    const chosen = check(salesQuerySchema, { from, to }, tooLong);
    if (chosen) onDates(chosen.from, chosen.to);
  }

  return (
    <form ref={formRef} className={styles.dates} onSubmit={submit} noValidate aria-label="Dates">
      <Field label="From" error={errors.from}>
        <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      </Field>
      <Field label="To" error={errors.to}>
        <input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      </Field>
      <Button type="submit" variant="secondary" className={styles.show}>
        Show
      </Button>
    </form>
  );
}
