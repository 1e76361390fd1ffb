import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/store';
import { MOBILE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { Carousel } from '../ui/carousel';
import { EmptyState, ErrorMessage } from '../ui/page';
import { CardGridSkeleton } from '../ui/skeleton';
import type { Session, SessionKind } from './session';
import { SessionCard, type SessionCardAction } from './session-card';
import styles from './session-list.module.css';
import { useTranslation } from 'react-i18next';

/** Carousel settings from the spec (section 9), the same for events and workshops. */
const PER_VIEW = 3;
const AUTOPLAY_MS = 3000;
const TRANSITION_MS = 500;

/**
 * Sessions as cards: a grid on a phone or when they all fit in one row, otherwise a
 * carousel of three. Loading, failure and an empty list each say so.
 *
 * The server cannot know the screen, so until the page has hydrated both the carousel and the grid
 * are there and CSS shows the one that fits; then the other one goes. Either way the cards are in
 * place before any script runs, and nothing moves when it does.
 */
export function SessionList({
  query,
  kind,
  action,
  empty,
}: {
  query: UseQueryResult<Session[]>;
  kind: SessionKind;
  action: SessionCardAction;
  empty: ReactNode;
}) {
  const { t } = useTranslation(kind.namespace);
  const hydrated = useHydrated();
  const mobile = useMediaQuery(MOBILE_QUERY);

  const grid = (className?: string) => (
    <ul className={className ? `${styles.grid} ${className}` : styles.grid}>
      {query.data?.map((session, index) => (
        <li key={session._id}>
          <SessionCard session={session} kind={kind} action={action} priority={index === 0} />
        </li>
      ))}
    </ul>
  );

  return (
    <div className={styles.list}>
      {query.isPending ? (
        <CardGridSkeleton count={3} label={t('session.listLoading')} />
      ) : query.isError ? (
        <ErrorMessage>{t('session.listFailed')}</ErrorMessage>
      ) : query.data.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : query.data.length > PER_VIEW ? (
        <>
          {!hydrated || !mobile ? (
            <Carousel
              label={t('session.upcoming')}
              perView={PER_VIEW}
              autoplayMs={AUTOPLAY_MS}
              transitionMs={TRANSITION_MS}
              gap={24}
              className={hydrated ? styles.carousel : `${styles.carousel} ${styles.wideOnly}`}
              slides={query.data.map((session, index) => (
                <SessionCard key={session._id} session={session} kind={kind} action={action} priority={index === 0} />
              ))}
            />
          ) : null}
          {!hydrated || mobile ? grid(hydrated ? undefined : styles.narrowOnly) : null}
        </>
      ) : (
        grid()
      )}
    </div>
  );
}
