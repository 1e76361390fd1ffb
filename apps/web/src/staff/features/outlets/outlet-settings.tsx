import type { Store } from '@roast/domain';
import { useId } from 'react';
import { KitchenWhatsAppSettings } from './kitchen-whatsapp';
import { PauseNotices, TakingOrdersSwitch } from './online-orders';
import styles from './outlets.module.css';
import { SettingsForm } from './settings-form';

/** One outlet: whether it takes online orders (saved as it is switched), and its settings' form. */
export function OutletSettings({ store }: { store: Store }) {
  const nameId = useId();
  return (
    <article className={styles.outlet} aria-labelledby={nameId}>
      <div className={styles.outletHead}>
        <div>
          <h2 id={nameId} className={styles.name}>
            {store.outletName}
          </h2>
          <p className={styles.address}>{store.address}</p>
        </div>
        <TakingOrdersSwitch store={store} />
      </div>
      <PauseNotices store={store} />
      <SettingsForm store={store} />
      <KitchenWhatsAppSettings storeId={store._id} outletName={store.outletName} />
    </article>
  );
}
