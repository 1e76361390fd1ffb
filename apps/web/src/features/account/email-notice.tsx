import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/session';
import styles from './account-pages.module.css';
import { NewConfirmationLink } from './new-confirmation-link';

/**
 * My Account's word while the customer's email is unconfirmed: where the link went, what confirming
 * brings, and a new link. Nothing shows once it is confirmed (or before the customer is known).
 */
export function EmailNotice() {
  const user = useCurrentUser();
  const { t } = useTranslation('account');
  if (!user.data || user.data.emailVerified) return null;
  return (
    <section aria-labelledby="email-notice-heading" className={styles.notice}>
      <h2 id="email-notice-heading">{t('notice.heading')}</h2>
      <p>{t('notice.text', { email: user.data.email })}</p>
      <p>{t('notice.meanwhile')}</p>
      <NewConfirmationLink />
    </section>
  );
}
