import type { Blog, CafeEvent, Cake, Job, Offer, Store, Workshop } from '@roast/domain';
import {
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { ApiError, getJson } from './api';
import { queryKeys } from './query-keys';

/**
 * The catalog, shared by every feature that shows it. Lists are fetched once and kept; a detail
 * page starts from the list's copy of its item when the list is already here.
 */
const LIST_STALE_MS = 5 * 60_000;

const list = <T>(key: string, url: string, pick: (body: never) => T[]) =>
  queryOptions({
    queryKey: queryKeys.catalogList(key),
    queryFn: () => getJson<never>(url).then(pick),
    staleTime: LIST_STALE_MS,
  });

const detail = <T extends { _id: string }>(
  key: string,
  url: (id: string) => string,
  pick: (body: never) => T,
  id: string,
) =>
  queryOptions({
    queryKey: queryKeys.catalogItem(key, id),
    queryFn: () => getJson<never>(url(id)).then(pick),
    staleTime: 60_000,
  });

const data = <T>(body: { data: T }) => body.data;

export const catalogQueries = {
  cakes: () => list<Cake>('cakes', '/api/cake/list', data),
  cake: (id: string) => detail<Cake>('cakes', (i) => `/api/cake/cake-details/${encodeURIComponent(i)}`, data, id),
  offers: () => list<Offer>('offers', '/api/offers', data),
  offer: (id: string) => detail<Offer>('offers', (i) => `/api/offers/${encodeURIComponent(i)}`, data, id),
  stores: () => list<Store>('stores', '/api/stores/list', (body: { stores: Store[] }) => body.stores),
  store: (id: string) =>
    detail<Store>(
      'stores',
      (i) => `/api/stores/${encodeURIComponent(i)}`,
      (body: { store: Store }) => body.store,
      id,
    ),
  events: () => list<CafeEvent>('events', '/api/events/list', data),
  event: (id: string) => detail<CafeEvent>('events', (i) => `/api/events/list/${encodeURIComponent(i)}`, data, id),
  workshops: () => list<Workshop>('workshops', '/api/workshop/list', data),
  workshop: (id: string) =>
    detail<Workshop>('workshops', (i) => `/api/workshop/list/${encodeURIComponent(i)}`, data, id),
  blogs: () => list<Blog>('blogs', '/api/blogs/list', data),
  jobs: () => list<Job>('jobs', '/api/careers/list', (body: Job[]) => body),
  job: (id: string) =>
    detail<Job>(
      'jobs',
      (i) => `/api/careers/list/${encodeURIComponent(i)}`,
      (body: Job) => body,
      id,
    ),
};

/** The list's copy of one item, to show a detail page at once while its own call runs. */
export function fromList<T extends { _id: string }>(
  client: QueryClient,
  listKey: readonly unknown[],
  id: string,
): T | undefined {
  return client.getQueryData<T[]>(listKey)?.find((item) => item._id === id);
}

/** A 404, or a 400 for an id that cannot exist: either way there is no such item. */
export const isMissingItem = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * One catalog item for its page, shown at once from the list's copy when the list is already here.
 * Only failures other than "no such item" are worth a retry.
 */
export function useCatalogItem<T extends { _id: string }, TKey extends QueryKey>(
  detail: UseQueryOptions<T, Error, T, TKey>,
  listKey: QueryKey,
  id: string,
) {
  const client = useQueryClient();
  return useQuery({
    ...detail,
    enabled: id !== '',
    // The list holds the same type as the detail (`T` is never a function, which the option's type cannot see).
    placeholderData: (() => fromList<T>(client, listKey, id)) as UseQueryOptions<T, Error, T, TKey>['placeholderData'],
    retry: (failures: number, error: Error) => !isMissingItem(error) && failures < 1,
  });
}
