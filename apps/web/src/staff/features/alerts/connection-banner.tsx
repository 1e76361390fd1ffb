import { WifiOff } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import styles from './alerts.module.css';

/** A dropped stream usually comes back within seconds; only a longer silence is worth the alarm. */
export const QUIET_MS = 10_000;

function watchOnline(change: () => void): () => void {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
  };
}

/** Whether the browser says it is on a network at all. */
const useBrowserOnline = () => useSyncExternalStore(watchOnline, () => navigator.onLine);

/**
 * Across the top of every page: the orders' stream has been down for more than QUIET_MS (or the
 * tablet is offline, said at once), with how long, since no new order can arrive meanwhile. It goes
 * the moment the stream is live again.
 */
export function ConnectionBanner({ down }: { down: boolean }) {
  const online = useBrowserOnline();
  return down || !online ? <LostConnection offline={!online} /> : null;
}

function LostConnection({ offline }: { offline: boolean }) {
  const [lostAt] = useState(() => Date.now());
  const [now, setNow] = useState(lostAt);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);

  const gone = now - lostAt;
  if (!offline && gone <= QUIET_MS) return null;
  return (
    <div className={styles.banner}>
      <WifiOff aria-hidden="true" size={36} />
      <p role="alert">
        <strong>
          {offline ? 'This tablet is offline' : 'No connection to the orders'}
          {/* Changing every second: read out once, without it, rather than every second. */}
          {gone >= 1_000 ? <span aria-hidden="true"> for {lasted(gone)}</span> : null}.
        </strong>{' '}
        New orders will not arrive until it is back. Check the Wi-Fi.
      </p>
    </div>
  );
}

/** '12 s', '3 min 5 s', '1 h 20 min'. */
function lasted(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
  return minutes % 60 === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
