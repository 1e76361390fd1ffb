import { EMAIL_LINK_LIFETIME_HOURS } from '@roast/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageBody, PageHeader } from '../../components/ui/page';
import { ApiError } from '../../lib/api';
import { paths } from '../../lib/paths';
import { openLogin, useCurrentUser, useSessionToken } from '../../lib/session';
import { useVerifyEmail } from './api/account';
import styles from './account-pages.module.css';
import { NewConfirmationLink } from './new-confirmation-link';

/** Why a link did not confirm anything, by the server's answer. */
type Failure = 'unknown' | 'expired' | 'used' | 'failed';

function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 400 || error.status === 404) return 'unknown';
  if (error.status === 410) return 'expired';
  if (error.status === 409) return 'used';
  return 'failed';
}

/**
 * The page a mailed confirmation link opens. It confirms only when the person presses the button:
 * mail scanners open links to check them, and one must not confirm an address for whoever signed
 * up with it.
 */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const verify = useVerifyEmail();
  const { t } = useTranslation('account');
  const outcome = useRef<HTMLHeadingElement>(null);
  const failure = verify.isError ? failureOf(verify.error) : undefined;
  const settled = verify.isSuccess || (failure !== undefined && failure !== 'failed');

  useEffect(() => {
    // The answer replaces the button the person pressed: reading and focus move to it.
    if (settled) outcome.current?.focus();
  }, [settled]);

  return (
    <>
      <title>{t('verify.title')}</title>
      <PageHeader eyebrow={t('verify.eyebrow')} title={t('verify.heading')} />
      <PageBody>
        <div className={`${styles.card} ${styles.narrow} ${styles.verify}`}>
          {verify.isSuccess ? (
            <>
              <h2 ref={outcome} tabIndex={-1}>
                {t('verify.done')}
              </h2>
              <p>{t('verify.doneText')}</p>
              <ButtonLink to={paths.myEnrollments} block>
                {t('verify.toAccount')}
              </ButtonLink>
            </>
          ) : failure === 'used' ? (
            <>
              <h2 ref={outcome} tabIndex={-1}>
                {t('verify.used')}
              </h2>
              <UsedLinkFollowUp />
            </>
          ) : failure === 'unknown' || failure === 'expired' ? (
            <>
              <h2 ref={outcome} tabIndex={-1}>
                {failure === 'expired' ? t('verify.expired') : t('verify.unknown')}
              </h2>
              <p>
                {failure === 'expired'
                  ? t('verify.expiredText', { hours: EMAIL_LINK_LIFETIME_HOURS })
                  : t('verify.unknownText')}
              </p>
              <NewLinkOffer />
            </>
          ) : (
            <>
              <p>{t('verify.ask')}</p>
              {failure === 'failed' ? (
                <p role="alert" className={styles.linkRefused}>
                  {t('verify.failed')}
                </p>
              ) : null}
              <Button block onClick={() => verify.mutate(token)} disabled={verify.isPending}>
                {verify.isPending ? t('verify.confirming') : t('verify.confirm')}
              </Button>
            </>
          )}
        </div>
      </PageBody>
    </>
  );
}

/**
 * A used link means a confirmed address, and nothing is left to do; should the signed-in
 * customer's address still be unconfirmed all the same, a new link is at hand.
 */
function UsedLinkFollowUp() {
  const token = useSessionToken();
  const user = useCurrentUser();
  const { t } = useTranslation('account');
  if (token && user.data && !user.data.emailVerified) {
    return (
      <>
        <p>{t('verify.usedUnconfirmed')}</p>
        <NewConfirmationLink variant="primary" />
      </>
    );
  }
  return (
    <>
      <p>{t('verify.usedText')}</p>
      <ButtonLink to={paths.myOrders} block>
        {t('verify.toAccount')}
      </ButtonLink>
    </>
  );
}

/** A new link where one helps: signed in, a button; signed out, the way to log in first. */
function NewLinkOffer() {
  const token = useSessionToken();
  const user = useCurrentUser();
  const { t } = useTranslation('account');
  if (!token) {
    return (
      <>
        <p>{t('verify.logInForLink')}</p>
        <Button block onClick={() => openLogin('login', 'account')}>
          {t('verify.logIn')}
        </Button>
      </>
    );
  }
  if (user.data?.emailVerified) return <p>{t('confirm.alreadyConfirmed')}</p>;
  return <NewConfirmationLink variant="primary" />;
}
