import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { messageOf } from '../../lib/api';
import { outletsQuery } from '../../lib/outlets';
import { outletSoldOutQuery, useOutletSoldOut } from './api/sold-out';
import styles from './catalog.module.css';

/**
 * Sold out at one of the member's outlets until the end of the day: a toggle per outlet of theirs
 * that sells the item. The store goes on selling it at the others.
 */
export function OutletSoldOut({
  kind,
  id,
  name,
  storeSelect,
}: {
  kind: 'cakes' | 'offers';
  id: string;
  name: string;
  storeSelect: readonly string[];
}) {
  const outlets = useQuery(outletsQuery);
  const soldOut = useQuery(outletSoldOutQuery);
  const change = useOutletSoldOut();
  const mine = (outlets.data ?? []).filter((outlet) => storeSelect.includes(outlet.outletName));
  if (mine.length === 0 || !soldOut.data) return null;
  return (
    <div role="group" aria-label={`Sold out today at one outlet: ${name}`} className={styles.outletSoldOut}>
      {mine.map((outlet) => {
        const isSoldOut = soldOut.data.some(
          (each) => each.storeId === outlet._id && each.kind === kind && each.id === id,
        );
        const busy = change.isPending && change.variables?.storeId === outlet._id && change.variables.id === id;
        return (
          <button
            key={outlet._id}
            type="button"
            className={styles.outletChip}
            aria-pressed={isSoldOut}
            disabled={busy}
            onClick={() =>
              change.mutate(
                { storeId: outlet._id, kind, id, soldOut: !isSoldOut, name, outletName: outlet.outletName },
                {
                  onSuccess: () =>
                    toast.success(
                      isSoldOut
                        ? `${name} is on sale again at ${outlet.outletName}.`
                        : `${name} is sold out at ${outlet.outletName} until the end of today.`,
                    ),
                  onError: (error) =>
                    toast.error(`${name} at ${outlet.outletName}: the change was not saved. ${messageOf(error)}`),
                },
              )
            }
          >
            {isSoldOut ? `Sold out at ${outlet.code}` : `${outlet.code}: on sale`}
          </button>
        );
      })}
    </div>
  );
}
