import type { CatalogKind } from '@roast/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../../lib/api';
import { staffKeys } from '../../../lib/query-keys';
import type { CatalogItem, CatalogItems } from '../catalog-kinds';

const itemPath = (kind: CatalogKind, id: string) => `/catalog/${kind}/${encodeURIComponent(id)}`;

/** Every item of one part of the catalog, inactive ones too. */
export const catalogListQuery = <K extends CatalogKind>(kind: K) =>
  queryOptions({
    queryKey: staffKeys.catalog(kind),
    queryFn: async () => (await staffApi.get<{ data: CatalogItems[K][] }>(`/catalog/${kind}`)).data,
  });

/**
 * One item as the server has it when its form opens: an edit starts from that, not from a list
 * fetched earlier. It is not fetched again while the form is open, since the form sends what
 * changed since then, and a newer copy under it would make untouched fields look changed.
 */
export const catalogItemQuery = <K extends CatalogKind>(kind: K, id: string) =>
  queryOptions({
    queryKey: staffKeys.catalogItem(kind, id),
    queryFn: async () => (await staffApi.get<{ data: CatalogItems[K] }>(itemPath(kind, id))).data,
    staleTime: Infinity,
    refetchOnMount: 'always',
  });

/** Puts an item, as the server answered it, in its list and its own query; the audit trail has a new line. */
function useKeepItem(kind: CatalogKind) {
  const client = useQueryClient();
  return (item: CatalogItem) => {
    client.setQueryData<CatalogItem[]>(staffKeys.catalog(kind), (list) => {
      if (!list) return list;
      const found = list.some((each) => each._id === item._id);
      return found ? list.map((each) => (each._id === item._id ? item : each)) : [...list, item];
    });
    client.setQueryData(staffKeys.catalogItem(kind, item._id), item);
    void client.invalidateQueries({ queryKey: staffKeys.audits });
  };
}

/** A new item (the whole body), or an edit of one (only the fields that changed). */
export function useSaveItem(kind: CatalogKind) {
  const keep = useKeepItem(kind);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Record<string, unknown> }) =>
      id
        ? staffApi.patch<{ data: CatalogItem }>(itemPath(kind, id), body)
        : staffApi.post<{ data: CatalogItem }>(`/catalog/${kind}`, body),
    onSuccess: ({ data }) => keep(data),
  });
}

/** Takes an item out of the store (orders keep it), or puts it back. */
export function useSetActive(kind: CatalogKind) {
  const keep = useKeepItem(kind);
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      active
        ? staffApi.patch<{ data: CatalogItem }>(itemPath(kind, id), { isActive: true })
        : staffApi.delete<{ data: CatalogItem }>(itemPath(kind, id)),
    onSuccess: ({ data }) => keep(data),
  });
}

/**
 * Marks a cake or a hamper sold out, or back on sale: the list shows it at once, and goes back to
 * what it was if the server refuses or cannot be reached.
 */
export function useSoldOut(kind: 'cakes' | 'offers') {
  const client = useQueryClient();
  const key = staffKeys.catalog(kind);
  const setSold = (id: string, isSold: boolean) =>
    client.setQueryData<CatalogItem[]>(key, (list) =>
      list?.map((each) => (each._id === id && 'isSold' in each ? { ...each, isSold } : each)),
    );
  return useMutation({
    mutationFn: ({ id, isSold }: { id: string; isSold: boolean; name: string }) =>
      staffApi.patch<{ data: CatalogItem }>(itemPath(kind, id), { isSold }),
    onMutate: async ({ id, isSold }) => {
      // A list fetch under way would answer the state before this change, and undo it on screen.
      await client.cancelQueries({ queryKey: key });
      setSold(id, isSold);
    },
    onError: (_error, { id, isSold }) => setSold(id, !isSold),
    // The list already shows the change; an answer arriving after a second tap must not flip it back.
    onSuccess: () => void client.invalidateQueries({ queryKey: staffKeys.audits }),
  });
}
