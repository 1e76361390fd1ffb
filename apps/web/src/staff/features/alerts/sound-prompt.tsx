import { Volume2 } from 'lucide-react';
import { useId } from 'react';
import styles from './alerts.module.css';

/**
 * Over the whole console, after a reload with the sound on: the browser plays nothing until the
 * page is tapped, and a small hint is easy to miss, so the whole screen is the button. One tap
 * anywhere lets new orders ring again.
 */
export function SoundPrompt({ onTap }: { onTap: () => void }) {
  const title = useId();
  const why = useId();
  return (
    <button type="button" className={styles.prompt} aria-labelledby={title} aria-describedby={why} onClick={onTap}>
      <span className={styles.promptBox}>
        <Volume2 aria-hidden="true" size={72} />
        <span id={title} className={styles.promptTitle}>
          Tap to turn sound on
        </span>
        <span id={why} className={styles.promptWhy}>
          The browser keeps the console silent after a reload until the screen is tapped. New orders will not ring until
          then.
        </span>
      </span>
    </button>
  );
}
