import { toIndiaSlot, type PickupSlot } from '@roast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useFormat } from '../../i18n/format';
import { ApiError } from '../../lib/api';
import { useSessionToken } from '../../lib/session';
import { useSendVerificationLink } from './api/account';
import styles from './account-pages.module.css';

/** What became of the last request for a link: when it went, or why it did not. */
type Outcome =
  | { kind: 'sent'; email: string; at: PickupSlot }
  | { kind: 'wait'; until: PickupSlot; today: boolean }
  | { kind: 'confirmed' | 'logInAgain' | 'failed' };

/** A 429 without a Retry-After still says when to come back: in a minute. */
const DEFAULT_WAIT_SECONDS = 60;

/**
 * 'Send a new link' for the signed-in customer's email, with a line under it that says when the
 * link went (India time, like every time on the store) or why none was sent.
 */
export function NewConfirmationLink({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const token = useSessionToken();
  const send = useSendVerificationLink();
  const [outcome, setOutcome] = useState<Outcome>();
  const { t } = useTranslation('account');
  const format = useFormat();

  async function ask() {
    if (!token) return;
    try {
      const sent = await send.mutateAsync(token);
      setOutcome({ kind: 'sent', email: sent.email, at: toIndiaSlot(new Date(sent.sentAt)) });
    } catch (error) {
      if (!(error instanceof ApiError)) return setOutcome({ kind: 'failed' });
      if (error.status === 429) {
        const now = Date.now();
        const until = toIndiaSlot(new Date(now + (error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS) * 1000));
        return setOutcome({ kind: 'wait', until, today: until.pickupDate === toIndiaSlot(new Date(now)).pickupDate });
      }
      if (error.status === 409) return setOutcome({ kind: 'confirmed' });
      if (error.status === 401) return setOutcome({ kind: 'logInAgain' });
      setOutcome({ kind: 'failed' });
    }
  }

  const said = (() => {
    switch (outcome?.kind) {
      case 'sent':
        return {
          role: 'status',
          text: t('confirm.sent', { email: outcome.email, time: format.time(outcome.at.pickupTime) }),
        };
      case 'wait':
        return {
          role: 'alert',
          text: t('confirm.tooMany', {
            time: outcome.today ? format.time(outcome.until.pickupTime) : format.slot(outcome.until),
          }),
        };
      case 'confirmed':
        return { role: 'status', text: t('confirm.alreadyConfirmed') };
      case 'logInAgain':
        return { role: 'alert', text: t('data.logInAgain') };
      case 'failed':
        return { role: 'alert', text: t('confirm.sendFailed') };
      default:
        return undefined;
    }
  })();

  return (
    <div className={styles.newLink}>
      <Button variant={variant} onClick={() => void ask()} disabled={send.isPending || !token}>
        {send.isPending ? t('confirm.sending') : t('confirm.sendNew')}
      </Button>
      {said ? (
        <p role={said.role} className={said.role === 'alert' ? styles.linkRefused : styles.linkSent}>
          {said.text}
        </p>
      ) : null}
    </div>
  );
}
