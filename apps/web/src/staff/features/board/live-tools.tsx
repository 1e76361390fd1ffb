import { Radio, RefreshCw, Volume2, VolumeX } from 'lucide-react';
import { createPortal } from 'react-dom';
import { useHeaderTools } from '../../lib/header-tools';
import type { StreamState } from './api/order-stream';
import styles from './live-tools.module.css';

const STREAM_WORDS: Record<StreamState, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
};

interface LiveToolsProps {
  stream: StreamState;
  sound: { on: boolean; supported: boolean; toggle: () => void };
}

/** In the header, always in sight: whether new orders arrive by themselves, and the chime's switch. */
export function LiveTools({ stream, sound }: LiveToolsProps) {
  const host = useHeaderTools();
  if (!host) return null;
  const live = stream === 'live';
  return createPortal(
    <>
      <span className={`${styles.live} ${live ? styles.on : styles.off}`} data-stream={stream}>
        {live ? (
          <Radio aria-hidden="true" size={20} />
        ) : (
          <RefreshCw aria-hidden="true" size={18} className={styles.turning} />
        )}
        {STREAM_WORDS[stream]}
      </span>
      <button
        type="button"
        className={styles.sound}
        aria-pressed={sound.on}
        disabled={!sound.supported}
        title={sound.supported ? 'Chime when a new order arrives' : 'This browser cannot play sounds'}
        onClick={sound.toggle}
      >
        {sound.on ? <Volume2 aria-hidden="true" size={20} /> : <VolumeX aria-hidden="true" size={20} />}
        Sound
      </button>
    </>,
    host,
  );
}
