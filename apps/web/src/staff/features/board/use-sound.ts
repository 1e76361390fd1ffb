import { useEffect, useSyncExternalStore } from 'react';
import { useSetting, writeSetting } from '../../lib/settings';
import {
  canChime,
  CHIME_SECONDS,
  playCancelTone,
  playChime,
  prepareChime,
  soundReady,
  unlockChime,
  watchSound,
} from './chime';

/**
 * Whether this tablet chimes for new orders (remembered on the device, the same on every page).
 * Turning it on is a tap, so it unlocks sound at once and plays the chime to show it works. After
 * a reload the browser wants a tap again: with the chime on, the first tap anywhere on the page
 * unlocks it, and until then `locked` says the console should ask for one.
 */
export function useSound() {
  const on = useSetting('sound') === 'on';
  const ready = useSyncExternalStore(watchSound, soundReady);
  const supported = canChime();

  useEffect(() => {
    if (!on) return;
    prepareChime();
    document.addEventListener('pointerdown', unlockChime, { once: true });
    document.addEventListener('keydown', unlockChime, { once: true });
    return () => {
      document.removeEventListener('pointerdown', unlockChime);
      document.removeEventListener('keydown', unlockChime);
    };
  }, [on]);

  const toggle = () => {
    const next = !on;
    writeSetting('sound', next ? 'on' : 'off');
    if (next) {
      unlockChime();
      playChime();
    }
  };

  return {
    on,
    supported,
    /** The sound is on, but the browser plays none until the page is tapped. */
    locked: on && supported && !ready,
    unlock: unlockChime,
    toggle,
    chime: () => (on ? playChime() : undefined),
    /** The chime for new orders and the tone for cancelled ones, one after the other. */
    ring: ({ orders, cancellations }: { orders: boolean; cancellations: boolean }) => {
      if (!on) return;
      if (orders) playChime();
      if (cancellations) playCancelTone(orders ? CHIME_SECONDS : 0);
    },
  };
}
