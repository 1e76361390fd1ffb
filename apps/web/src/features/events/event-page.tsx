import type { CafeEvent } from '@roast/domain';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { SessionDetailPage, type SessionSection } from '../../components/sessions/session-detail';
import { catalogQueries, useCatalogItem } from '../../lib/catalog';
import { EVENT_KIND } from './event-kind';
import { useTranslation } from 'react-i18next';

/** The page's sections; title and empty are keys of the `events` texts. */
const SECTIONS: readonly SessionSection[] = [
  { key: 'about', field: 'description', title: 'page.about', empty: 'page.noAbout', paragraphs: true },
  { key: 'highlights', field: 'expectations', title: 'page.highlights', empty: 'page.noHighlights' },
  { key: 'terms', field: 'terms', title: 'page.terms', empty: 'page.noTerms' },
];

interface EventPageProps {
  /** Booking places: the app puts the bookings' control here. */
  booking: (event: CafeEvent) => ReactNode;
}

export function EventPage({ booking }: EventPageProps) {
  const { t } = useTranslation('events');
  const { id = '' } = useParams();
  const event = useCatalogItem(catalogQueries.event(id), catalogQueries.events().queryKey, id);
  return (
    <SessionDetailPage
      id={id}
      query={event}
      kind={EVENT_KIND}
      notFound={t('page.notFound')}
      closedNote={t('page.closed')}
      sections={SECTIONS.map((section) => ({ ...section, title: t(section.title), empty: t(section.empty) }))}
      action={booking}
    />
  );
}
