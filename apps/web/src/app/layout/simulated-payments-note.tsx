import { useQuery } from '@tanstack/react-query';
import { paymentKeyQuery } from '../../lib/payments';
import styles from './simulated-payments-note.module.css';
import { useTranslation } from 'react-i18next';

/** Said on every page while the store runs on the sandbox provider: nobody should think they paid. */
export function SimulatedPaymentsNote() {
  const { t } = useTranslation('common');
  const { data } = useQuery(paymentKeyQuery);
  if (data?.provider !== 'sandbox') return null;
  return (
    <p className={styles.note} role="note" data-testid="simulated-payments">
      <strong>{t('shell.simulatedTitle')}</strong> {t('shell.simulatedText')}
    </p>
  );
}
