import { PAUSE_MINUTES, reopensAt } from '@roast/domain';
import { CirclePause } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Notice } from '../../components/console-page';
import { messageOf } from '../../lib/api';
import { usePause } from './api/slots';
import { useBoardReadOnly } from './read-only';
import styles from './slot-load.module.css';

interface PauseControlsProps {
  outlet: { _id: string; outletName: string };
  /** The pause in force: until an instant (ISO), or until reopened (null); undefined when not paused. */
  paused: { until: string | null } | null;
  now: number;
}

/** In words: 'until 3:45 PM', 'until 27 Nov, 9:00 AM' or 'until reopened'. */
const untilWords = (until: string | null, now: number) =>
  until ? `until ${reopensAt(until, new Date(now))}` : 'until reopened';

/**
 * 'Busy': one tap stops online orders at the outlet for 15, 30 or 60 minutes, or until someone
 * reopens it. While paused, a banner says until when, with the button that reopens it.
 */
export function PauseControls({ outlet, paused, now }: PauseControlsProps) {
  const { pause, reopen } = usePause(outlet._id);
  const [said, setSaid] = useState('');
  // "Until reopened" has no end of its own: it is asked once more, so a stray tap does not close the outlet.
  const [confirming, setConfirming] = useState(false);
  const controlsRef = useRef<HTMLDivElement>(null);
  // After a tap the button tapped is gone: the first button of what replaces it takes the focus.
  const moveFocus = useRef(false);

  const isPaused = Boolean(paused);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    controlsRef.current?.querySelector('button')?.focus();
  }, [isPaused]);

  const choose = (minutes: number | null) => {
    reopen.reset();
    moveFocus.current = true;
    pause.mutate(minutes, {
      onSuccess: ({ data }) => {
        const until = data.takingOrders ? data.pausedUntil : null;
        setSaid(`Online orders at ${outlet.outletName} are paused ${untilWords(until, Date.now())}.`);
      },
      onError: () => {
        moveFocus.current = false;
      },
    });
  };
  const open = () => {
    pause.reset();
    moveFocus.current = true;
    reopen.mutate(undefined, {
      onSuccess: () => setSaid(`${outlet.outletName} is taking online orders again.`),
      onError: () => {
        moveFocus.current = false;
      },
    });
  };
  // Offline, pausing and reopening wait for the connection: the board may not show the outlet as it is.
  const readOnly = useBoardReadOnly();
  const busy = pause.isPending || reopen.isPending || readOnly;

  return (
    <div ref={controlsRef} className={styles.controls}>
      <p role="status" className="visually-hidden">
        {said}
      </p>
      {paused ? (
        <div className={styles.banner}>
          <CirclePause aria-hidden="true" size={30} className={styles.bannerIcon} />
          <div className={styles.bannerWords}>
            <p className={styles.bannerTitle}>Online orders paused {untilWords(paused.until, now)}</p>
            <p className={styles.bannerNote}>
              {`Customers cannot order for pickup at ${outlet.outletName} ${paused.until ? 'until then' : 'until you reopen it'}. Orders already paid stay on the board.`}
            </p>
          </div>
          <Button className={styles.reopen} onClick={open} disabled={busy}>
            {reopen.isPending ? 'Reopening…' : 'Reopen'}
          </Button>
        </div>
      ) : (
        <div role="group" aria-labelledby={`pause-${outlet._id}`} className={styles.pause}>
          <span id={`pause-${outlet._id}`} className={styles.pauseLabel}>
            Busy: pause online orders
          </span>
          <div className={styles.pauseChoices}>
            {PAUSE_MINUTES.map((minutes) => (
              <button
                key={minutes}
                type="button"
                className={styles.pauseChoice}
                disabled={busy}
                onClick={() => choose(minutes)}
              >
                {minutes} min
              </button>
            ))}
            <button type="button" className={styles.pauseChoice} disabled={busy} onClick={() => setConfirming(true)}>
              Until reopened
            </button>
          </div>
        </div>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Pause ${outlet.outletName} until reopened?`}
        width={480}
      >
        <p className={styles.confirmText}>
          Customers cannot order for pickup at {outlet.outletName} until someone here reopens it. Orders already paid
          stay on the board.
        </p>
        <div className={styles.confirmActions}>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep taking orders
          </Button>
          <Button
            onClick={() => {
              setConfirming(false);
              choose(null);
            }}
          >
            Pause until reopened
          </Button>
        </div>
      </Dialog>
      {pause.isError ? (
        <Notice tone="error" className={styles.refused}>
          Online orders were not paused. {messageOf(pause.error)}
        </Notice>
      ) : null}
      {reopen.isError ? (
        <Notice tone="error" className={styles.refused}>
          Online orders were not reopened, so {outlet.outletName} is still paused. {messageOf(reopen.error)}
        </Notice>
      ) : null}
    </div>
  );
}
