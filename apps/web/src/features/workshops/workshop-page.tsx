import { useParams } from 'react-router';
import { SessionDetailPage, type SessionSection } from '../../components/sessions/session-detail';
import { catalogQueries, useCatalogItem } from '../../lib/catalog';
import { WORKSHOP_KIND } from './workshop-kind';
import { WorkshopRegister } from './workshop-register';

const SECTIONS: readonly SessionSection[] = [
  { key: 'description', field: 'description', title: 'Description', empty: 'No Description listed.' },
  { key: 'expectations', field: 'expectations', title: 'Highlights', empty: 'No expectations listed.' },
  { key: 'terms', field: 'terms', title: 'Terms and Conditions', empty: 'No terms and conditions listed.' },
];

export function WorkshopPage() {
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
      action={(session) => <WorkshopRegister workshop={session} />}
    />
  );
}
