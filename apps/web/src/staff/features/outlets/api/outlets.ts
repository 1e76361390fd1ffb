import type { KitchenWhatsApp, KitchenWhatsAppPut, OutletPatch, Store } from '@roast/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../../lib/api';
import { staffKeys } from '../../../lib/query-keys';

const outletPath = (storeId: string) => `/outlets/${encodeURIComponent(storeId)}`;

function useStores() {
  const client = useQueryClient();
  return {
    client,
    change: (storeId: string, change: (store: Store) => Store) =>
      client.setQueryData<Store[]>(staffKeys.stores, (list) =>
        list?.map((store) => (store._id === storeId ? change(store) : store)),
      ),
  };
}

/** An outlet's hours, closed dates or phone; the list shows the outlet as the server answered it. */
export function useUpdateOutlet() {
  const { client, change } = useStores();
  return useMutation({
    mutationFn: ({ storeId, patch }: { storeId: string; patch: OutletPatch }) =>
      staffApi.patch<{ data: Store }>(outletPath(storeId), patch),
    onSuccess: ({ data }) => {
      change(data._id, () => data);
      void client.invalidateQueries({ queryKey: staffKeys.audits });
    },
  });
}

/**
 * Whether an outlet takes online orders: the switch shows the change at once, and goes back if the
 * server refuses or cannot be reached.
 */
export function useTakingOrders() {
  const { client, change } = useStores();
  return useMutation({
    mutationFn: ({ storeId, takingOrders }: { storeId: string; takingOrders: boolean }) =>
      staffApi.patch<{ data: Store }>(outletPath(storeId), { takingOrders }),
    onMutate: async ({ storeId, takingOrders }) => {
      await client.cancelQueries({ queryKey: staffKeys.stores });
      change(storeId, (store) => ({ ...store, takingOrders }));
    },
    onError: (_error, { storeId, takingOrders }) =>
      change(storeId, (store) => ({ ...store, takingOrders: !takingOrders })),
    onSuccess: () => void client.invalidateQueries({ queryKey: staffKeys.audits }),
  });
}

const kitchenPath = (storeId: string) => `${outletPath(storeId)}/kitchen-whatsapp`;
export const kitchenWhatsAppKey = (storeId: string) => [...staffKeys.stores, storeId, 'kitchen-whatsapp'] as const;

/** The outlet's kitchen WhatsApp number and whether it is told of new paid orders (owners). */
export const kitchenWhatsAppQuery = (storeId: string) => ({
  queryKey: kitchenWhatsAppKey(storeId),
  queryFn: async () => (await staffApi.get<{ data: KitchenWhatsApp }>(kitchenPath(storeId))).data,
});

export function useSetKitchenWhatsApp(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (put: KitchenWhatsAppPut) => staffApi.put<{ data: KitchenWhatsApp }>(kitchenPath(storeId), put),
    onSuccess: ({ data }) => {
      client.setQueryData(kitchenWhatsAppKey(storeId), data);
      void client.invalidateQueries({ queryKey: staffKeys.audits });
    },
  });
}
