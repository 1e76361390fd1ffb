import type { BoardOrder } from '@roast/domain';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { onTakenHere } from '../../lib/taken-here';
import { readAcknowledged, rememberAcknowledged, startListening, stillListening } from './alert-memory';
import { alertKey, alertKindOf, type AlertKind, type OrderAlert } from './order-alerts';

/** How often a waiting alert rings again: often enough that a busy counter cannot miss it. */
export const RING_AGAIN_MS = 6_000;
/** How often the console notes it is still open (see alert-memory). */
const STILL_OPEN_MS = 30_000;

export interface OrderAlerts {
  /** Waiting for someone to acknowledge them, oldest first. */
  alerts: OrderAlert[];
  /** An order as the stream brought it, just now. */
  hear: (order: BoardOrder) => void;
  /** A list of orders as the server answered it (after a lost connection, say). */
  look: (orders: readonly BoardOrder[]) => void;
  acknowledge: (key: string) => void;
  acknowledgeAll: () => void;
}

/**
 * The orders the console rings for until someone acknowledges them, on this device. `ring` plays
 * the sounds of the kinds waiting: at once when one arrives, then every RING_AGAIN_MS. An order
 * moved on (on any tablet) no longer waits; what was acknowledged stays so after a reload.
 */
export function useOrderAlerts(ring: (kinds: ReadonlySet<AlertKind>) => void): OrderAlerts {
  const [since] = useState(() => startListening(Date.now()));
  const [alerts, setAlerts] = useState<OrderAlert[]>([]);
  // The alerts as the last change left them, for the next change made before a render.
  const latest = useRef<OrderAlert[]>([]);
  // Each arrival rings once at once (and starts the wait before the next ring afresh).
  const [arrival, setArrival] = useState<{ count: number; kinds: readonly AlertKind[] }>({ count: 0, kinds: [] });
  const ringNow = useEffectEvent(ring);

  const show = (next: OrderAlert[]) => {
    latest.current = next;
    setAlerts(next);
  };

  const take = (orders: readonly BoardOrder[], from: number | null) => {
    const acknowledged = readAcknowledged();
    const before = latest.current;
    let next = before;
    const done: string[] = [];
    const arrived = new Set<AlertKind>();
    for (const order of orders) {
      // Someone has started it, or it was cancelled: it no longer waits as new.
      const asNew = alertKey('new', order);
      if (order.status !== 'Confirmed' && next.some((alert) => alert.key === asNew)) {
        next = next.filter((alert) => alert.key !== asNew);
        done.push(asNew);
      }
      const kind = alertKindOf(order, from);
      if (!kind) continue;
      const key = alertKey(kind, order);
      if (acknowledged.has(key)) continue;
      if (next.some((alert) => alert.key === key)) {
        next = next.map((alert) => (alert.key === key ? { ...alert, order } : alert));
      } else {
        next = [...next, { key, kind, order }];
        arrived.add(kind);
      }
    }
    if (done.length > 0) rememberAcknowledged(done);
    if (next !== before) show(next);
    if (arrived.size > 0) setArrival(({ count }) => ({ count: count + 1, kinds: [...arrived] }));
  };

  const acknowledge = (keys: string[]) => {
    rememberAcknowledged(keys);
    show(latest.current.filter((alert) => !keys.includes(alert.key)));
  };

  useEffect(() => {
    if (arrival.count > 0) ringNow(new Set(arrival.kinds));
  }, [arrival]);

  // An order taken on this device is known here already: acknowledged as it is taken.
  const takenHere = useEffectEvent((orderId: string) => acknowledge([`new:${orderId}`]));
  useEffect(() => onTakenHere(takenHere), []);

  const kinds = [...new Set(alerts.map((alert) => alert.kind))].sort().join(' ');
  useEffect(() => {
    if (kinds === '') return;
    const waiting = new Set(kinds.split(' ') as AlertKind[]);
    const timer = window.setInterval(() => ringNow(waiting), RING_AGAIN_MS);
    return () => window.clearInterval(timer);
  }, [kinds, arrival]);

  useEffect(() => {
    const note = () => stillListening(since, Date.now());
    const timer = window.setInterval(note, STILL_OPEN_MS);
    window.addEventListener('pagehide', note);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', note);
    };
  }, [since]);

  return {
    alerts,
    hear: (order) => take([order], null),
    look: (orders) => take(orders, since),
    acknowledge: (key) => acknowledge([key]),
    acknowledgeAll: () => acknowledge(latest.current.map((alert) => alert.key)),
  };
}
