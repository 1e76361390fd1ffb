import { queryOptions } from '@tanstack/react-query';
import { staffApi } from './api';
import { staffKeys } from './query-keys';

export interface StaffOutlet {
  _id: string;
  outletName: string;
  code: string;
}

/** The outlets the signed-in member works at (an owner: all of them). */
export const outletsQuery = queryOptions({
  queryKey: staffKeys.outlets,
  staleTime: 30 * 60_000,
  queryFn: async () => (await staffApi.get<{ data: StaffOutlet[] }>('/outlets')).data,
});
