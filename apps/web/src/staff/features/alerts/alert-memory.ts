import { readSetting, writeSetting } from '../../lib/settings';

/**
 * What this device remembers of the orders it rang for, so a reload neither rings again for what
 * someone acknowledged nor misses what was paid while the page was loading.
 */
const LISTENING = 'orders-listening';
const ACKNOWLEDGED = 'orders-acknowledged';

/** A console closed for longer than this starts afresh: what was paid meanwhile is on the board already. */
const REOPENED_WITHIN_MS = 10 * 60_000;
/** Acknowledged alerts kept, newest last: far more than a busy day's, few enough to read at once. */
const KEPT = 500;

interface Listening {
  /** Since when this console has listened (ms): an order paid before it is not rung for. */
  since: number;
  /** When it was last open (ms). */
  until: number;
}

function readListening(): Listening | null {
  try {
    const value = JSON.parse(readSetting(LISTENING) ?? 'null') as Partial<Listening> | null;
    return typeof value?.since === 'number' && typeof value.until === 'number'
      ? { since: value.since, until: value.until }
      : null;
  } catch {
    return null;
  }
}

/**
 * Since when the console rings for orders, as it opens: a reload keeps the time it first opened
 * (an order paid while it reloaded, or rung and not acknowledged, rings); a console opened afresh
 * rings only for orders paid from now on, not for the whole day already on the board.
 */
export function startListening(now: number): number {
  const before = readListening();
  const since = before && now - before.until <= REOPENED_WITHIN_MS ? before.since : now;
  writeSetting(LISTENING, JSON.stringify({ since, until: now }));
  return since;
}

/** Notes that the console is still open, so a reload soon after carries on where it was. */
export function stillListening(since: number, now: number): void {
  writeSetting(LISTENING, JSON.stringify({ since, until: now }));
}

export function readAcknowledged(): ReadonlySet<string> {
  try {
    const keys: unknown = JSON.parse(readSetting(ACKNOWLEDGED) ?? '[]');
    return new Set(Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : []);
  } catch {
    return new Set();
  }
}

export function rememberAcknowledged(keys: readonly string[]): void {
  const known = [...readAcknowledged()].filter((key) => !keys.includes(key));
  writeSetting(ACKNOWLEDGED, JSON.stringify([...known, ...keys].slice(-KEPT)));
}
