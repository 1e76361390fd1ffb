import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, CalendarDays, Clock, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isMissingItem } from '../../lib/catalog';
import { Bullets } from '../ui/bullets';
import { ButtonLink } from '../ui/button';
import { CatalogImage } from '../ui/catalog-image';
import { EmptyState, ErrorMessage, PageBody, PageHeader } from '../ui/page';
import { DetailSkeleton } from '../ui/skeleton';
import type { Session, SessionKind } from './session';
import styles from './session-detail.module.css';
import { useTranslation } from 'react-i18next';
import { useCatalogText } from '../../i18n/catalog-text';
import { useFormat } from '../../i18n/format';

/** A block of the session's text below the summary, under its own heading. */
export interface SessionSection {
  /** The heading's id is '{kind}-{key}'. */
  key: string;
  field: 'description' | 'expectations' | 'terms';
  title: string;
  empty: string;
  /** The blocks as paragraphs as they are, instead of bullets split at line breaks. */
  paragraphs?: boolean;
}

interface SessionDetailProps {
  kind: SessionKind;
  sections: readonly SessionSection[];
  /** What the summary says when the session is no longer taking people. */
  closedNote: string;
  /** The booking or registering button. */
  action: (session: Session) => ReactNode;
}

/** A session's page for each state of its query: loading, not found, failed, or the session itself. */
export function SessionDetailPage({
  id,
  query,
  kind,
  notFound,
  ...detail
}: SessionDetailProps & {
  id: string;
  query: UseQueryResult<Session>;
  /** Why there may be no such session, for the not-found page. */
  notFound: string;
}) {
  const { t } = useTranslation(kind.namespace);
  const plural = t('session.eyebrow');
  if (id === '' || (query.isError && isMissingItem(query.error))) {
    return (
      <>
        <title>{t('session.notFoundTitle')}</title>
        <PageHeader eyebrow={plural} title={t('session.notFoundHeading')} />
        <PageBody>
          <EmptyState action={<ButtonLink to={kind.listPath}>{t('session.seeAll')}</ButtonLink>}>{notFound}</EmptyState>
        </PageBody>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <title>{`${plural} | Roast`}</title>
        <PageHeader eyebrow={plural} title={t('session.detailsTitle')} />
        <PageBody>
          <ErrorMessage>{t('session.detailsFailed')}</ErrorMessage>
          <p>
            <Link to={kind.listPath}>{t('session.backToAll')}</Link>
          </p>
        </PageBody>
      </>
    );
  }
  if (!query.data) return <DetailSkeleton label={t('session.loading')} />;
  return <SessionDetail session={query.data} kind={kind} {...detail} />;
}

function SessionDetail({ session, kind, sections, closedNote, action }: SessionDetailProps & { session: Session }) {
  const { t } = useTranslation(kind.namespace);
  const format = useFormat();
  const text = useCatalogText();
  const title = text(session, 'title');
  const open = session.isActive && session.slots > 0;
  return (
    <>
      <title>{`${title} | Roast`}</title>
      <PageBody>
        <Link to={kind.listPath} className={styles.back}>
          <ArrowLeft aria-hidden="true" size={18} />
          {t('session.all')}
        </Link>
        <div className={styles.top}>
          <CatalogImage
            img={session.image}
            kind="product"
            alt={session.imageAlt && format.language === 'en' ? session.imageAlt : title}
            sizes="(min-width: 1200px) 580px, (min-width: 769px) 48vw, 92vw"
            priority
            className={styles.image}
          />
          <div className={styles.summary}>
            <p className={styles.eyebrow}>{t('session.one')}</p>
            <h1 className={styles.title}>{title}</h1>
            <p className={`${styles.price} tabular`}>
              {format.rupees(session.price)}
              <span className={styles.per}> {t('session.perPerson')}</span>
            </p>
            <dl className={styles.facts}>
              <div>
                <dt>
                  <CalendarDays aria-hidden="true" size={18} />
                  {t('session.date')}
                </dt>
                <dd>{format.eventDate(session.date)}</dd>
              </div>
              <div>
                <dt>
                  <Clock aria-hidden="true" size={18} />
                  {t('session.time')}
                </dt>
                <dd>{session.time}</dd>
              </div>
              <div>
                <dt>
                  <MapPin aria-hidden="true" size={18} />
                  {t('session.venue')}
                </dt>
                <dd>{text(session, 'venue')}</dd>
              </div>
            </dl>
            {open ? (
              <p className={styles.places}>
                <Users aria-hidden="true" size={18} />
                {t('session.placesLeft', { count: session.slots })}
              </p>
            ) : null}
            {!session.isActive ? <p className={styles.note}>{closedNote}</p> : null}
            {action(session)}
          </div>
        </div>

        <div className={styles.sections}>
          {sections.map((section) => {
            const headingId = `${kind.one}-${section.key}`;
            const blocks = text(session, section.field);
            return (
              <section key={section.key} aria-labelledby={headingId}>
                <h2 id={headingId}>{section.title}</h2>
                {!section.paragraphs ? (
                  <Bullets blocks={blocks} empty={section.empty} className={styles.bullets} />
                ) : blocks.length > 0 ? (
                  blocks.map((paragraph, index) => <p key={index}>{paragraph}</p>)
                ) : (
                  <p>{section.empty}</p>
                )}
              </section>
            );
          })}
        </div>
      </PageBody>
    </>
  );
}
