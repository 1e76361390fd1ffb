import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { catalogQueries } from '../../lib/catalog';
import styles from './outlet-links.module.css';
import { useTranslation } from 'react-i18next';

/** The outlets that make an item, each linked to its own page once the store list is here. */
export function OutletLinks({ names }: { names: readonly string[] }) {
  const { t } = useTranslation('common');
  const { data: stores } = useQuery(catalogQueries.stores());
  if (names.length === 0) return <p>{t('ui.askAnyOutlet')}</p>;
  return (
    <ul className={styles.list}>
      {names.map((name) => {
        const store = stores?.find((s) => s.outletName === name);
        return (
          <li key={name}>
            {store ? (
              <Link to={store.pagePath}>
                {name}
                {store.locality ? <span className={styles.locality}>, {store.locality}</span> : null}
              </Link>
            ) : (
              name
            )}
          </li>
        );
      })}
    </ul>
  );
}
