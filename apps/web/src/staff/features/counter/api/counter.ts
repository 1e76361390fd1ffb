import type { Cake, CounterOrderAnswer, CounterOrderPayload, Offer } from '@roast/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../../lib/api';
import { staffKeys } from '../../../lib/query-keys';
import { announceTakenHere } from '../../../lib/taken-here';

/**
 * What can be ordered at the counter: the catalog's cakes and hampers, read as the menu's pages read
 * them (one cache, so a change saved there shows here). The server checks every line again.
 */
export const counterCakesQuery = queryOptions({
  queryKey: staffKeys.catalog('cakes'),
  queryFn: async () => (await staffApi.get<{ data: Cake[] }>('/catalog/cakes')).data,
  staleTime: 5 * 60_000,
});

export const counterHampersQuery = queryOptions({
  queryKey: staffKeys.catalog('offers'),
  queryFn: async () => (await staffApi.get<{ data: Offer[] }>('/catalog/offers')).data,
  staleTime: 5 * 60_000,
});

/**
 * Takes an order at the counter or on the phone. Never retried by itself: a second try could take
 * the order twice, so a failure is shown and the form keeps everything for the member to send again.
 */
export function useTakeOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (payload: CounterOrderPayload) =>
      (await staffApi.post<CounterOrderAnswer>('/orders', payload)).data,
    retry: false,
    networkMode: 'always',
    onSuccess: (answer, payload) => {
      announceTakenHere(answer.order._id);
      void client.invalidateQueries({ queryKey: staffKeys.boardsOf(payload.outlet) });
      void client.invalidateQueries({ queryKey: staffKeys.slotsOf(payload.outlet) });
    },
  });
}
