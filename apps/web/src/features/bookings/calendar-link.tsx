import { bookingCalendarPath } from '@roast/domain';
import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './bookings.module.css';

/** A paid booking's calendar file (.ics, India time), from the server. */
export function CalendarLink({ reference, title }: { reference: string; title?: string }) {
  const { t } = useTranslation('bookings');
  return (
    <a
      className={styles.calendarLink}
      href={bookingCalendarPath(reference)}
      download
      aria-label={title ? t('calendar.addTitle', { title }) : undefined}
    >
      <CalendarPlus aria-hidden="true" size={20} />
      {t('calendar.add')}
    </a>
  );
}
