import { useEffect } from 'react';

/**
 * Keeps the tablet's screen on while the board is open, so the counter sees a new order without
 * waking it. The browser lets the lock go whenever the page is hidden, so it is asked for again
 * each time the page is back in sight. Where the browser has no wake lock, or refuses it (a low
 * battery, say), the screen sleeps as it always did.
 */
export function useWakeLock(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let asking = false;
    let over = false;

    const ask = () => {
      if (over || asking || document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      asking = true;
      navigator.wakeLock.request('screen').then(
        (held) => {
          asking = false;
          if (over) void held.release();
          else lock = held;
        },
        () => {
          asking = false;
        },
      );
    };

    ask();
    document.addEventListener('visibilitychange', ask);
    return () => {
      over = true;
      document.removeEventListener('visibilitychange', ask);
      if (lock && !lock.released) void lock.release();
    };
  }, []);
}
