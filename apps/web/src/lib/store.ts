import { useSyncExternalStore } from 'react';

/**
 * A value the whole app shares (the session, the login dialog, toasts), readable from any
 * component and the same on the server and in the browser's first render.
 */
export function createStore<T>(initial: T, serverValue: T = initial) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get: () => value,
    set(next: T | ((current: T) => T)) {
      value = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      listeners.forEach((listener) => listener());
    },
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => value,
        () => serverValue,
      ),
  };
}

const noSubscription = () => () => {};

/** False on the server and while the browser hydrates; true once the browser's own render runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
