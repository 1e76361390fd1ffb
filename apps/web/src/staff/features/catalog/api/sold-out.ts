import type { OutletSoldOut } from '@roast/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../../lib/api';
import { staffKeys } from '../../../lib/query-keys';

/** What is sold out now at the member's outlets, one outlet at a time. */
export const outletSoldOutQuery = queryOptions({
  queryKey: staffKeys.outletSoldOut,
  queryFn: async () => (await staffApi.get<{ data: OutletSoldOut[] }>('/sold-out')).data,
  refetchInterval: 5 * 60_000,
});

/** Marks an item sold out at an outlet (until the end of the day), or back on sale there. */
export function useOutletSoldOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      storeId,
      kind,
      id,
      soldOut,
    }: {
      storeId: string;
      kind: 'cakes' | 'offers';
      id: string;
      soldOut: boolean;
      name: string;
      outletName: string;
    }) => {
      const path = `/outlets/${encodeURIComponent(storeId)}/sold-out`;
      if (soldOut) await staffApi.put(path, { kind, id });
      else await staffApi.delete(`${path}/${kind}/${encodeURIComponent(id)}`);
    },
    onSettled: () => void client.invalidateQueries({ queryKey: staffKeys.outletSoldOut }),
  });
}
