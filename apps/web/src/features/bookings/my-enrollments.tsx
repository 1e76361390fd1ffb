import type { Enrollment, EnrollmentStatus } from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState, ErrorMessage } from '../../components/ui/page';
import styles from '../../components/ui/records.module.css';
import { Skeleton } from '../../components/ui/skeleton';
import { StatusFacts } from '../../components/ui/status-facts';
import { useFormat } from '../../i18n/format';
import { paths } from '../../lib/paths';
import { useSessionToken } from '../../lib/session';
import { enrollmentsQuery } from './api/bookings';
import { CalendarLink } from './calendar-link';

/** An enrollment's states, by their keys in the 'bookings' texts. */
const STATUS_KEYS: Record<EnrollmentStatus, string> = {
  Pending: 'pending',
  Enrolled: 'enrolled',
  Refunded: 'refunded',
  Expired: 'expired',
};

/** My Enrollments: the customer's workshops, and the events booked with their confirmed email, newest first. */
export function MyEnrollments() {
  const token = useSessionToken();
  const enrollments = useQuery(enrollmentsQuery(token));
  const { t } = useTranslation('bookings');

  if (enrollments.isPending) {
    return (
      <div role="status" className={styles.list}>
        <span className="visually-hidden">{t('enrollments.loading')}</span>
        <div className={styles.card} aria-hidden="true">
          <Skeleton width="40%" height="1.6em" />
          <Skeleton width="70%" />
        </div>
      </div>
    );
  }
  if (enrollments.isError) {
    return <ErrorMessage>{t('enrollments.failed')}</ErrorMessage>;
  }
  if (enrollments.data.length === 0) {
    return (
      <EmptyState action={<ButtonLink to={paths.workshops}>{t('enrollments.seeWorkshops')}</ButtonLink>}>
        <strong>{t('enrollments.empty')}</strong>
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
  // A workshop the customer enrolled in, or an event booked with their confirmed email.
  const session = enrollment.kind === 'event' ? enrollment.eventId : enrollment.workshopId;
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const status =
    enrollment.kind === 'event' && enrollment.status === 'Enrolled'
      ? t('enrollments.statuses.booked')
      : t(`enrollments.statuses.${STATUS_KEYS[enrollment.status]}`);
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHead}>
        <div>
          <h2 id={headingId} className={styles.reference}>
            {session.title}
          </h2>
          <p className={styles.placed}>
            {t('enrollments.when', {
              date: format.eventDate(session.date),
              time: session.time,
              reference: enrollment.reference,
            })}
          </p>
          {enrollment.kind === 'event' ? (
            <p className={styles.placed}>{t('enrollments.places', { count: enrollment.places })}</p>
          ) : null}
        </div>
        <p className={`${styles.total} tabular`}>
          {enrollment.kind === 'event' ? (
            <>
              <span className={styles.totalLabel}>{t('enrollments.total')}</span>
              <span>{format.rupees(enrollment.amount)}</span>
            </>
          ) : (
            <>
              <span className={styles.totalLabel}>{t('enrollments.price')}</span>
              <span>{format.rupees(session.price)}</span>
            </>
          )}
        </p>
      </header>
      <StatusFacts status={status} paid={enrollment.payment} />
      {enrollment.payment && enrollment.status === 'Enrolled' ? (
        <CalendarLink reference={enrollment.reference} title={session.title} />
      ) : null}
    </article>
  );
}
