import { addDays, KITCHEN_STATUSES, type KitchenStatus } from '@roast/domain';
import { useEffect, useState } from 'react';
import { indiaToday, isDate } from '../../lib/dates';

/** Which days the board shows: today, tomorrow, the week from today, or a day picked on the calendar. */
export type DayChoice = 'today' | 'tomorrow' | 'week' | 'date';

export interface BoardView {
  choice: DayChoice;
  /** The first day shown, India time. */
  date: string;
  days: number;
  /** The one state shown, or null for every state. */
  status: KitchenStatus | null;
}

export const WEEK_DAYS = 7;

const isStatus = (value: string | null): value is KitchenStatus =>
  (KITCHEN_STATUSES as readonly string[]).includes(value ?? '');

/** The board's days and state filter, from the address (`?day=tomorrow`, `?date=…`, `?status=…`). */
export function readView(params: URLSearchParams, today: string): BoardView {
  const status = isStatus(params.get('status')) ? (params.get('status') as KitchenStatus) : null;
  const day = params.get('day');
  const date = params.get('date');
  if (day === 'tomorrow') return { choice: 'tomorrow', date: addDays(today, 1), days: 1, status };
  if (day === 'week') return { choice: 'week', date: today, days: WEEK_DAYS, status };
  if (isDate(date) && date !== today) return { choice: 'date', date, days: 1, status };
  return { choice: 'today', date: today, days: 1, status };
}

/** The address of a view: only what differs from today and every state is written. */
export function viewParams(view: { choice: DayChoice; date?: string; status: KitchenStatus | null }): URLSearchParams {
  const params = new URLSearchParams();
  if (view.choice === 'tomorrow') params.set('day', 'tomorrow');
  if (view.choice === 'week') params.set('day', 'week');
  if (view.choice === 'date' && view.date) params.set('date', view.date);
  if (view.status) params.set('status', view.status);
  return params;
}

/** Today in India, kept current on a tablet that stays on past midnight. */
export function useIndiaToday(): string {
  const [today, setToday] = useState(() => indiaToday());
  useEffect(() => {
    const timer = window.setInterval(() => setToday(indiaToday()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return today;
}
