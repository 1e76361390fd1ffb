import styles from './records.module.css';
import { useTranslation } from 'react-i18next';

const payment = (paid: boolean) => (paid ? 'Completed' : 'Pending');

/** Status and payment (Completed or Pending), as orders and enrollments show them. */
export function StatusFacts({ status, paid }: { status: string; paid: boolean }) {
  const { t } = useTranslation('common');
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('ui.status')}</dt>
        <dd>
          <span className={styles.pill}>{status}</span>
        </dd>
      </div>
      <div>
        <dt>{t('ui.payment')}</dt>
        <dd>
          <span className={paid ? styles.paid : styles.pending}>{paid ? t('ui.completed') : t('ui.pending')}</span>
        </dd>
      </div>
    </dl>
  );
}

export { payment as paymentWord };
