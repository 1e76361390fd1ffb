import type { CatalogKind } from '@roast/domain';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast';
import { Notice } from '../../components/console-page';
import { messageOf } from '../../lib/api';
import { useSetActive } from './api/catalog';
import styles from './catalog.module.css';
import { kindInfo, type CatalogItem } from './catalog-kinds';

/** Taking an item out of the store, once confirmed. Orders already placed keep it. */
export function DeactivateDialog({
  kind,
  item,
  onClose,
}: {
  kind: CatalogKind;
  item: CatalogItem | null;
  onClose: () => void;
}) {
  const name = item ? kindInfo(kind).name(item) : '';
  return (
    <Dialog open={item !== null} onClose={onClose} title={item ? `Deactivate ${name}?` : ''} width={520}>
      {item ? <Confirm kind={kind} item={item} name={name} onDone={onClose} /> : null}
    </Dialog>
  );
}

function Confirm({
  kind,
  item,
  name,
  onDone,
}: {
  kind: CatalogKind;
  item: CatalogItem;
  name: string;
  onDone: () => void;
}) {
  const setActive = useSetActive(kind);
  const info = kindInfo(kind);

  async function confirm() {
    try {
      await setActive.mutateAsync({ id: item._id, active: false });
      toast.success(`${name} is no longer in the store.`);
      onDone();
    } catch {
      // The refusal shows above the buttons.
    }
  }

  return (
    <div>
      <p className={styles.lead}>
        {`The ${info.one} leaves the store at once. Orders already placed keep it, and you can reactivate it later.`}
      </p>
      {setActive.isError ? <Notice tone="error">{messageOf(setActive.error)}</Notice> : null}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onDone}>
          Keep it
        </Button>
        <Button className={styles.danger} disabled={setActive.isPending} onClick={() => void confirm()}>
          {setActive.isPending ? 'Deactivating…' : 'Deactivate'}
        </Button>
      </div>
    </div>
  );
}
