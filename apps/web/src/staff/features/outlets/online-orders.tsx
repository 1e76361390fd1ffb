import { reopensAt, type Store } from '@roast/domain';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Notice } from '../../components/console-page';
import { Switch } from '../../components/switch';
import { messageOf } from '../../lib/api';
import { useTakingOrders } from './api/outlets';
import styles from './outlets.module.css';

/** Whether the outlet takes online orders, saved as it is switched. */
export function TakingOrdersSwitch({ store }: { store: Store }) {
  const taking = useTakingOrders();

  const switchOrders = (takingOrders: boolean) =>
    taking.mutate(
      { storeId: store._id, takingOrders },
      {
        onSuccess: () =>
          toast.success(
            takingOrders
              ? `${store.outletName} is taking online orders again.`
              : `${store.outletName} is not taking online orders now.`,
          ),
        onError: (error) =>
          toast.error(`${store.outletName}: the change was not saved, nothing has changed. ${messageOf(error)}`),
      },
    );

  return (
    <Switch
      label="Taking online orders"
      context={store.outletName}
      checked={store.takingOrders}
      onChange={switchOrders}
    />
  );
}

/** Why customers cannot order here now: online orders switched off, or a pause from the board. */
export function PauseNotices({ store }: { store: Store }) {
  // When the page was opened: a pause from the board that ends later is shown.
  const [openedAt] = useState(() => Date.now());
  const pausedUntil =
    store.takingOrders && store.pausedUntil && new Date(store.pausedUntil).getTime() > openedAt
      ? store.pausedUntil
      : null;

  return (
    <>
      {store.takingOrders ? null : (
        <Notice tone="info" className={styles.paused}>
          Customers cannot order for pickup here until you switch online orders back on.
        </Notice>
      )}
      {pausedUntil ? (
        <Notice tone="info" className={styles.paused}>
          Paused as busy until {reopensAt(pausedUntil, new Date(openedAt))}: customers cannot order for pickup here
          until then. The orders board can reopen it sooner.
        </Notice>
      ) : null}
    </>
  );
}
