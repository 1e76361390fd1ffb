import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import styles from './payment-success-page.module.css';

/** Where the payment provider lands a customer: a moment's spinner, then their orders (or home). */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reference = params.get('reference');
  const { t } = useTranslation('orders');

  useEffect(() => {
    void navigate(reference ? paths.myOrders : paths.home, { replace: true });
  }, [navigate, reference]);

  return (
    <>
      <title>{t('payment.title')}</title>
      <h1 className="visually-hidden">{t('payment.heading')}</h1>
      <div className={styles.wrap}>
        <div role="status" className={styles.status}>
          <span className={styles.spinner} aria-hidden="true" />
          <span className="visually-hidden">{t('payment.confirming')}</span>
        </div>
      </div>
    </>
  );
}
