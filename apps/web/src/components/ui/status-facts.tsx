import styles from './records.module.css';

const payment = (paid: boolean) => (paid ? 'Completed' : 'Pending');

/** Status and payment (Completed or Pending), as orders and enrollments show them. */
export function StatusFacts({ status, paid }: { status: string; paid: boolean }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Status</dt>
        <dd>
          <span className={styles.pill}>{status}</span>
        </dd>
      </div>
      <div>
        <dt>Payment</dt>
        <dd>
          <span className={paid ? styles.paid : styles.pending}>{payment(paid)}</span>
        </dd>
      </div>
    </dl>
  );
}

export { payment as paymentWord };
