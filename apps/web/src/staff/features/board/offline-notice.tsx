import { formatTime12, toIndiaSlot } from '@roast/domain';
import { CloudOff } from 'lucide-react';
import { indiaMoment } from '../../lib/dates';
import styles from './offline-notice.module.css';

/** '2:05 PM' on the day it is, '27 Nov, 2:05 PM' after (India time, as the board's days are). */
function keptWords(keptAt: string, today: string): string {
  const at = new Date(keptAt);
  if (Number.isNaN(at.getTime())) return keptAt;
  const slot = toIndiaSlot(at);
  return slot.pickupDate === today ? formatTime12(slot.pickupTime) : indiaMoment(keptAt);
}

interface OfflineNoticeProps {
  /** When the board shown was read from the server (ISO time); null when this tablet has none. */
  keptAt: string | null;
  today: string;
}

/**
 * The board is not live: the connection is gone (or too slow), and what shows is the board as it
 * was last read. Moves tapped now wait on their cards and are sent when the connection is back.
 */
export function OfflineNotice({ keptAt, today }: OfflineNoticeProps) {
  return (
    <div role="status" className={styles.notice} data-offline="">
      <CloudOff aria-hidden="true" size={28} className={styles.icon} />
      {keptAt ? (
        <p>
          <strong>Offline:</strong> this is the board as it was at{' '}
          <time dateTime={keptAt}>{keptWords(keptAt, today)}</time>. Moves will be sent when the connection is back.
        </p>
      ) : (
        <p>
          <strong>Offline:</strong> this board was not kept on this tablet. It shows when the connection is back.
        </p>
      )}
    </div>
  );
}
