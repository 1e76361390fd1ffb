import type { Workshop } from '@roast/domain';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { SessionDetailPage, type SessionSection } from '../../components/sessions/session-detail';
import { catalogQueries, useCatalogItem } from '../../lib/catalog';
import { WORKSHOP_KIND } from './workshop-kind';
import { useTranslation } from 'react-i18next';

/** The page's sections; title and empty are keys of the `workshops` texts. */
const SECTIONS: readonly SessionSection[] = [
  { key: 'description', field: 'description', title: 'page.description', empty: 'page.noDescription' },
  { key: 'expectations', field: 'expectations', title: 'page.highlights', empty: 'page.noExpectations' },
  { key: 'terms', field: 'terms', title: 'page.terms', empty: 'page.noTerms' },
];

interface WorkshopPageProps {
  /** Registering: the app puts the bookings' control here. */
  registration: (workshop: Workshop) => ReactNode;
}

export function WorkshopPage({ registration }: WorkshopPageProps) {
  const { t } = useTranslation('workshops');
  const { id = '' } = useParams();
  const workshop = useCatalogItem(catalogQueries.workshop(id), catalogQueries.workshops().queryKey, id);
  return (
    <SessionDetailPage
      id={id}
      query={workshop}
      kind={WORKSHOP_KIND}
      notFound={t('page.notFound')}
      closedNote={t('page.closed')}
      sections={SECTIONS.map((section) => ({ ...section, title: t(section.title), empty: t(section.empty) }))}
      action={registration}
    />
  );
}
