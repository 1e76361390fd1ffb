import type { Workshop } from '@roast/domain';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { SessionDetailPage, type SessionSection } from '../../components/sessions/session-detail';
import { catalogQueries, useCatalogItem } from '../../lib/catalog';
import { WORKSHOP_KIND } from './workshop-kind';

const SECTIONS: readonly SessionSection[] = [
  { key: 'description', field: 'description', title: 'Description', empty: 'No Description listed.' },
  { key: 'expectations', field: 'expectations', title: 'Highlights', empty: 'No expectations listed.' },
  { key: 'terms', field: 'terms', title: 'Terms and Conditions', empty: 'No terms and conditions listed.' },
];

interface WorkshopPageProps {
  /** Registering: the app puts the bookings' control here. */
  registration: (workshop: Workshop) => ReactNode;
}

export function WorkshopPage({ registration }: WorkshopPageProps) {
  const { id = '' } = useParams();
  const workshop = useCatalogItem(catalogQueries.workshop(id), catalogQueries.workshops().queryKey, id);
  return (
    <SessionDetailPage
      id={id}
      query={workshop}
      kind={WORKSHOP_KIND}
      notFound="This workshop may have finished, or the link may be wrong."
      closedNote="Registration for this workshop is closed for now."
      sections={SECTIONS}
      action={registration}
    />
  );
}
