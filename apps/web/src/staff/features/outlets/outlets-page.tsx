import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ConsolePageHead, Notice } from '../../components/console-page';
import { messageOf } from '../../lib/api';
import { storesQuery } from '../../lib/stores';
import { OutletSettings } from './outlet-settings';
import styles from './outlets.module.css';

/** Each outlet's opening hours, closed days, phone, and whether it takes online orders (owners). */
export function OutletsPage() {
  const stores = useQuery(storesQuery);
  return (
    <>
      <title>Outlets · Roast console</title>
      <ConsolePageHead
        title="Outlets"
        intro="Pickup times follow the opening hours; customers cannot choose a closed day. Changes show in the store at once."
      />
      {stores.isPending ? (
        <div role="status" className={styles.list}>
          <span className="visually-hidden">Loading the outlets…</span>
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className={styles.outlet} aria-hidden="true">
              <Skeleton width="40%" height="1.6em" />
              <Skeleton width="70%" />
              <Skeleton height="3em" />
            </div>
          ))}
        </div>
      ) : stores.isError ? (
        <div className={styles.problem}>
          <Notice tone="error">{messageOf(stores.error)}</Notice>
          <Button onClick={() => void stores.refetch()}>Try again</Button>
        </div>
      ) : (
        <ul className={styles.list}>
          {stores.data.map((store) => (
            <li key={store._id}>
              <OutletSettings store={store} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
