import { useQuery } from '@tanstack/react-query';
import { paymentKeyQuery } from '../../lib/payments';
import styles from './simulated-payments-note.module.css';

/** Said on every page while the store runs on the sandbox provider: nobody should think they paid. */
export function SimulatedPaymentsNote() {
  const { data } = useQuery(paymentKeyQuery);
  if (data?.provider !== 'sandbox') return null;
  return (
    <p className={styles.note} role="note" data-testid="simulated-payments">
      <strong>Payments here are simulated.</strong> No money moves and no card, UPI or bank is charged.
    </p>
  );
}
