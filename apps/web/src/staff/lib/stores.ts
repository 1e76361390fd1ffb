import type { Store } from '@roast/domain';
import { queryOptions } from '@tanstack/react-query';
import { staffApi } from './api';
import { staffKeys } from './query-keys';

/**
 * Every outlet as the store shows it (the public list): the catalog's outlet choices use their
 * names, and the outlets' settings page their hours, closed dates and phone.
 */
export const storesQuery = queryOptions({
  queryKey: staffKeys.stores,
  staleTime: 5 * 60_000,
  queryFn: async () => (await staffApi.getPublic<{ stores: Store[] }>('/stores/list')).stores,
});
