import { useEffect, useState } from 'react';
import { readSetting, writeSetting } from '../../lib/settings';
import { canChime, playChime, unlockChime } from './chime';

/**
 * Whether this tablet chimes for new orders (remembered on the device). Turning it on is a tap, so
 * it unlocks sound at once and plays the chime to show it works. After a reload the browser wants
 * a tap again: with the chime on, the first tap anywhere on the page unlocks it.
 */
export function useSound() {
  const [on, setOn] = useState(() => readSetting('sound') === 'on');

  useEffect(() => {
    if (!on) return;
    document.addEventListener('pointerdown', unlockChime, { once: true });
    document.addEventListener('keydown', unlockChime, { once: true });
    return () => {
      document.removeEventListener('pointerdown', unlockChime);
      document.removeEventListener('keydown', unlockChime);
    };
  }, [on]);

  const toggle = () => {
    const next = !on;
    setOn(next);
    writeSetting('sound', next ? 'on' : 'off');
    if (next) {
      unlockChime();
      playChime();
    }
  };

  return { on, supported: canChime(), toggle, chime: () => (on ? playChime() : undefined) };
}
