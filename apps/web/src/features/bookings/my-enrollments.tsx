import type { Enrollment } from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState, ErrorMessage } from '../../components/ui/page';
import styles from '../../components/ui/records.module.css';
import { Skeleton } from '../../components/ui/skeleton';
import { StatusFacts } from '../../components/ui/status-facts';
import { formatEventDate, rupees } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useSessionToken } from '../../lib/session';
import { enrollmentsQuery } from './api/bookings';

/** My Enrollments: the customer's workshops, newest first. */
export function MyEnrollments() {
  const token = useSessionToken();
  const enrollments = useQuery(enrollmentsQuery(token));

  if (enrollments.isPending) {
    return (
      <div role="status" className={styles.list}>
        <span className="visually-hidden">Loading your enrollments…</span>
        <div className={styles.card} aria-hidden="true">
          <Skeleton width="40%" height="1.6em" />
          <Skeleton width="70%" />
        </div>
      </div>
    );
  }
  if (enrollments.isError) {
    return (
      <ErrorMessage>We could not load your enrollments just now. Please refresh the page in a moment.</ErrorMessage>
    );
  }
  if (enrollments.data.length === 0) {
    return (
      <EmptyState action={<ButtonLink to={paths.workshops}>See our workshops</ButtonLink>}>
        <strong>No Enrollments Found</strong>
      </EmptyState>
    );
  }
  return (
    <ol className={styles.list}>
      {enrollments.data.map((enrollment) => (
        <li key={enrollment._id}>
          <EnrollmentCard enrollment={enrollment} />
        </li>
      ))}
    </ol>
  );
}

function EnrollmentCard({ enrollment }: { enrollment: Enrollment }) {
  const headingId = useId();
  const workshop = enrollment.workshopId;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHead}>
        <div>
          <h2 id={headingId} className={styles.reference}>
            {workshop.title}
          </h2>
          <p className={styles.placed}>
            {formatEventDate(workshop.date)} · {workshop.time} · Reference {enrollment.reference}
          </p>
        </div>
        <p className={`${styles.total} tabular`}>
          <span className={styles.totalLabel}>Price</span>
          <span>{rupees(workshop.price)}</span>
        </p>
      </header>
      <StatusFacts status={enrollment.status} paid={enrollment.payment} />
    </article>
  );
}
