import type { CafeEvent } from '@roast/domain';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { SessionDetailPage, type SessionSection } from '../../components/sessions/session-detail';
import { catalogQueries, useCatalogItem } from '../../lib/catalog';
import { EVENT_KIND } from './event-kind';

const SECTIONS: readonly SessionSection[] = [
  { key: 'about', field: 'description', title: 'About this event', empty: 'No description listed.', paragraphs: true },
  { key: 'highlights', field: 'expectations', title: 'Highlights', empty: 'No highlights listed.' },
  { key: 'terms', field: 'terms', title: 'Terms and Conditions', empty: 'No terms and conditions listed.' },
];

interface EventPageProps {
  /** Booking places: the app puts the bookings' control here. */
  booking: (event: CafeEvent) => ReactNode;
}

export function EventPage({ booking }: EventPageProps) {
  const { id = '' } = useParams();
  const event = useCatalogItem(catalogQueries.event(id), catalogQueries.events().queryKey, id);
  return (
    <SessionDetailPage
      id={id}
      query={event}
      kind={EVENT_KIND}
      notFound="We could not find that event. It may have ended or moved to a new date."
      closedNote="Bookings for this event are closed for now."
      sections={SECTIONS}
      action={booking}
    />
  );
}
