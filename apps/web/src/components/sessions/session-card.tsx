import { CalendarDays, MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ButtonLink, SoldOutButton } from '../ui/button';
import surface from '../ui/card-surface.module.css';
import { CatalogImage } from '../ui/catalog-image';
import { startTime, type Session, type SessionKind } from './session';
import styles from './session-card.module.css';
import { useTranslation } from 'react-i18next';
import { useCatalogText } from '../../i18n/catalog-text';
import { useFormat } from '../../i18n/format';

/** The card's call to action and how it joins the title for screen readers: 'Book Now for …'. */
export interface SessionCardAction {
  label: string;
  join: string;
}

export function SessionCard({
  session,
  kind,
  action,
  priority = false,
}: {
  session: Session;
  kind: SessionKind;
  action: SessionCardAction;
  priority?: boolean;
}) {
  const { t } = useTranslation(kind.namespace);
  const format = useFormat();
  const text = useCatalogText();
  const title = text(session, 'title');
  const to = kind.detailPath(session._id);
  // Unique even while the server's carousel and grid both hold the card, until the page hydrates.
  const titleId = useId();
  return (
    <article className={`${surface.surface} ${styles.card}`} aria-labelledby={titleId}>
      <CatalogImage
        img={session.image}
        kind="product"
        alt=""
        sizes="(min-width: 1200px) 360px, (min-width: 769px) 30vw, (min-width: 600px) 45vw, 92vw"
        priority={priority}
        className={styles.image}
      />
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          <Link to={to}>{title}</Link>
        </h2>
        <p className={styles.meta}>
          <CalendarDays aria-hidden="true" size={18} />
          <span>
            {format.eventDate(session.date)}
            {session.time ? <span className={styles.time}>{` · ${startTime(session.time)}`}</span> : null}
          </span>
        </p>
        <p className={styles.meta}>
          <MapPin aria-hidden="true" size={18} />
          {text(session, 'venue')}
        </p>
        <div className={styles.footer}>
          <p className={`${styles.price} tabular`}>
            {format.rupees(session.price)}
            <span className={styles.per}> {t('session.perPerson')}</span>
          </p>
          {session.slots <= 0 ? (
            <SoldOutButton />
          ) : (
            <ButtonLink to={to}>
              {action.label}
              <span className="visually-hidden">{` ${action.join} ${title}`}</span>
            </ButtonLink>
          )}
        </div>
      </div>
    </article>
  );
}
