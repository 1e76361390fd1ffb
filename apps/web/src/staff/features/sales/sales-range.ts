import { addDays, formatDate, MAX_REPORT_DAYS } from '@roast/domain';
import { isDate } from '../../lib/dates';
import type { ReportChoice } from './api/sales';

/**
 * The report's range and outlet, from the address (`?range=month`, `?from=…&to=…`, `&outlet=…`),
 * so a view survives a reload and can be sent on. Dates are India dates.
 */
export type Preset = 'today' | '7d' | 'month' | '30d';

export const PRESETS: { preset: Preset; label: string }[] = [
  { preset: 'today', label: 'Today' },
  { preset: '7d', label: 'Last 7 days' },
  { preset: 'month', label: 'This month' },
  { preset: '30d', label: 'Last 30 days' },
];

export const DEFAULT_PRESET: Preset = '7d';

export interface SalesRange extends ReportChoice {
  /** The preset the range came from; null for dates chosen by hand. */
  preset: Preset | null;
}

export function presetDates(preset: Preset, today: string): { from: string; to: string } {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
  }
}

const noon = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

/** How many days a range holds, both ends counted. */
export const daysIn = (from: string, to: string) => Math.round((noon(to) - noon(from)) / 86_400_000) + 1;

/** Why a range chosen by hand cannot be shown, or null when it can. */
export function rangeProblem(from: string, to: string): { field: 'from' | 'to'; message: string } | null {
  if (!isDate(from)) return { field: 'from', message: 'Choose the first day.' };
  if (!isDate(to)) return { field: 'to', message: 'Choose the last day.' };
  if (to < from) return { field: 'to', message: 'The range must end on or after its first day.' };
  if (daysIn(from, to) > MAX_REPORT_DAYS) {
    return { field: 'to', message: `Choose a range of at most ${MAX_REPORT_DAYS} days.` };
  }
  return null;
}

const isPreset = (value: string | null): value is Preset => PRESETS.some((each) => each.preset === value);

export function readRange(params: URLSearchParams, today: string): SalesRange {
  const outlet = params.get('outlet') || null;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (from && to && !rangeProblem(from, to)) return { preset: null, from, to, outlet };
  const range = params.get('range');
  const preset = isPreset(range) ? range : DEFAULT_PRESET;
  return { preset, ...presetDates(preset, today), outlet };
}

/** The address of a range: a preset by its name (it moves on with the days), other ranges by their dates. */
export function rangeParams(range: { preset: Preset | null; from?: string; to?: string; outlet: string | null }) {
  const params = new URLSearchParams();
  if (range.preset && range.preset !== DEFAULT_PRESET) params.set('range', range.preset);
  if (!range.preset && range.from && range.to) {
    params.set('from', range.from);
    params.set('to', range.to);
  }
  if (range.outlet) params.set('outlet', range.outlet);
  return params;
}

/** '1 Nov 2026 to 30 Nov 2026', or the one day. */
export const rangeWords = ({ from, to }: { from: string; to: string }) =>
  from === to ? formatDate(from) : `${formatDate(from)} to ${formatDate(to)}`;
