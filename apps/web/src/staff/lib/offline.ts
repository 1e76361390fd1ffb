/**
 * What the console knows of its connection: whether the browser says it is online (TanStack
 * Query's onlineManager, which also holds moves back while offline), and which reads were answered
 * by the service worker's kept copy rather than the server (see staff/sw).
 */
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { KEPT_READS_CACHE, STALE_HEADER } from '../sw/rules';

const subscribeOnline = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/** Whether the browser is online, as the queries and the moves see it. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline);
}

/** By address: when the kept copy that last answered it was kept (ISO time); absent once the server answered. */
const keptAnswers = new Map<string, string>();
const listeners = new Set<() => void>();
const announce = () => listeners.forEach((listener) => listener());
const subscribeKept = (onChange: () => void) => {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
};

/** Notes how a read was answered: by the server, or by a kept copy (its `x-roast-stale` header). */
export function noteAnswer(address: string, headers: Headers): void {
  const keptAt = headers.get(STALE_HEADER);
  if ((keptAnswers.get(address) ?? null) === keptAt) return;
  if (keptAt) keptAnswers.set(address, keptAt);
  else keptAnswers.delete(address);
  announce();
}

/** When the kept copy that last answered a read was kept, or null when the server answered it. */
export const keptAt = (address: string): string | null => keptAnswers.get(address) ?? null;

/** `keptAt` for a component, drawn again when it changes. */
export function useKeptAt(address: string): string | null {
  return useSyncExternalStore(subscribeKept, () => keptAt(address));
}

/**
 * Forgets every read the service worker kept (a shared tablet: the next member must not see this
 * one's board). Works offline too; the worker does the same when it sees the session end.
 */
export async function forgetKeptReads(): Promise<void> {
  keptAnswers.clear();
  announce();
  if (typeof caches === 'undefined') return;
  await caches.delete(KEPT_READS_CACHE).catch(() => false);
}
