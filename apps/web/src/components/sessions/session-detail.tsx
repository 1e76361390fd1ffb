import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, CalendarDays, Clock, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isMissingItem } from '../../lib/catalog';
import { formatEventDate, rupees } from '../../lib/format';
import { Bullets } from '../ui/bullets';
import { ButtonLink } from '../ui/button';
import { CatalogImage } from '../ui/catalog-image';
import { EmptyState, ErrorMessage, PageBody, PageHeader } from '../ui/page';
import { DetailSkeleton } from '../ui/skeleton';
import { capitalised, type Session, type SessionKind } from './session';
import styles from './session-detail.module.css';

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
  const singular = capitalised(kind.one);
  const plural = capitalised(kind.many);
  if (id === '' || (query.isError && isMissingItem(query.error))) {
    return (
      <>
        <title>{`${singular} not found | Roast`}</title>
        <PageHeader eyebrow={plural} title={`${singular} not found`} />
        <PageBody>
          <EmptyState action={<ButtonLink to={kind.listPath}>{`See all ${kind.many}`}</ButtonLink>}>
            {notFound}
          </EmptyState>
        </PageBody>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <title>{`${plural} | Roast`}</title>
        <PageHeader eyebrow={plural} title={`${singular} details`} />
        <PageBody>
          <ErrorMessage>{`Failed to fetch ${kind.one} details`}</ErrorMessage>
          <p>
            <Link to={kind.listPath}>{`Back to all ${kind.many}`}</Link>
          </p>
        </PageBody>
      </>
    );
  }
  if (!query.data) return <DetailSkeleton label={`Loading the ${kind.one}…`} />;
  return <SessionDetail session={query.data} kind={kind} {...detail} />;
}

function SessionDetail({ session, kind, sections, closedNote, action }: SessionDetailProps & { session: Session }) {
  const open = session.isActive && session.slots > 0;
  return (
    <>
      <title>{`${session.title} | Roast`}</title>
      <PageBody>
        <Link to={kind.listPath} className={styles.back}>
          <ArrowLeft aria-hidden="true" size={18} />
          {`All ${kind.many}`}
        </Link>
        <div className={styles.top}>
          <CatalogImage
            img={session.image}
            kind="product"
            alt={session.imageAlt ?? session.title}
            sizes="(min-width: 1200px) 580px, (min-width: 769px) 48vw, 92vw"
            priority
            className={styles.image}
          />
          <div className={styles.summary}>
            <p className={styles.eyebrow}>{capitalised(kind.one)}</p>
            <h1 className={styles.title}>{session.title}</h1>
            <p className={`${styles.price} tabular`}>
              {rupees(session.price)}
              <span className={styles.per}> per person</span>
            </p>
            <dl className={styles.facts}>
              <div>
                <dt>
                  <CalendarDays aria-hidden="true" size={18} />
                  Date
                </dt>
                <dd>{formatEventDate(session.date)}</dd>
              </div>
              <div>
                <dt>
                  <Clock aria-hidden="true" size={18} />
                  Time
                </dt>
                <dd>{session.time}</dd>
              </div>
              <div>
                <dt>
                  <MapPin aria-hidden="true" size={18} />
                  Venue
                </dt>
                <dd>{session.venue}</dd>
              </div>
            </dl>
            {open ? (
              <p className={styles.places}>
                <Users aria-hidden="true" size={18} />
                {session.slots === 1 ? '1 place left' : `${session.slots} places left`}
              </p>
            ) : null}
            {!session.isActive ? <p className={styles.note}>{closedNote}</p> : null}
            {action(session)}
          </div>
        </div>

        <div className={styles.sections}>
          {sections.map((section) => {
            const headingId = `${kind.one}-${section.key}`;
            const blocks = session[section.field];
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
