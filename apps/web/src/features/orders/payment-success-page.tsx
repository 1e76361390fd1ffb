import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import styles from './payment-success-page.module.css';

/** Where the payment provider lands a customer: a moment's spinner, then their orders (or home). */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reference = params.get('reference');

  useEffect(() => {
    void navigate(reference ? paths.myOrders : paths.home, { replace: true });
  }, [navigate, reference]);

  return (
    <>
      <title>Confirming your payment | Roast</title>
      <h1 className="visually-hidden">Confirming your payment</h1>
      <div className={styles.wrap}>
        <div role="status" className={styles.status}>
          <span className={styles.spinner} aria-hidden="true" />
          <span className="visually-hidden">Confirming your payment…</span>
        </div>
      </div>
    </>
  );
}
