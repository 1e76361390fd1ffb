import type { SlotLoad, Store } from '@roast/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../../lib/api';
import { staffKeys } from '../../../lib/query-keys';

/** How often the slots are looked at again: checkouts in progress hold units without an order event. */
export const SLOTS_REFRESH_MS = 30_000;

/** Every pickup slot of an outlet's day (India time), with the units taken, and whether it is paused. */
export const slotsQuery = (outlet: string, date: string) =>
  queryOptions({
    queryKey: staffKeys.slots(outlet, date),
    queryFn: async () => {
      const query = new URLSearchParams({ outlet, date });
      return (await staffApi.get<{ data: SlotLoad }>(`/slots?${query}`)).data;
    },
    refetchInterval: SLOTS_REFRESH_MS,
  });

/** Whether an outlet takes online orders just now, from its slots' answer or its settings. */
export interface PauseState {
  takingOrders: boolean;
  pausedUntil: string | null;
}

/** Paused until reopened, paused until an instant that has not come yet, or not paused (null). */
export function pauseOf(state: PauseState, now: number): { until: string | null } | null {
  if (!state.takingOrders) return { until: null };
  if (state.pausedUntil && new Date(state.pausedUntil).getTime() > now) return { until: state.pausedUntil };
  return null;
}

const pausePath = (outlet: string) => `/outlets/${encodeURIComponent(outlet)}/pause`;

/**
 * 'Busy': pauses online orders at the outlet for some minutes, or (null) until someone reopens it;
 * reopening takes them again. The board shows the outlet as the server answered.
 */
export function usePause(outlet: string) {
  const client = useQueryClient();
  const settle = (store: Store) => {
    client.setQueriesData<SlotLoad>({ queryKey: staffKeys.slotsOf(outlet) }, (load) =>
      load ? { ...load, takingOrders: store.takingOrders, pausedUntil: store.pausedUntil } : load,
    );
    client.setQueryData<Store[]>(staffKeys.stores, (list) =>
      list?.map((each) => (each._id === store._id ? store : each)),
    );
    void client.invalidateQueries({ queryKey: staffKeys.audits });
  };
  const pause = useMutation({
    mutationFn: (minutes: number | null) => staffApi.put<{ data: Store }>(pausePath(outlet), { minutes }),
    onSuccess: ({ data }) => settle(data),
  });
  const reopen = useMutation({
    mutationFn: () => staffApi.delete<{ data: Store }>(pausePath(outlet)),
    onSuccess: ({ data }) => settle(data),
  });
  return { pause, reopen };
}
