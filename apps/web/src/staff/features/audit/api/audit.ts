import type { AuditEntry } from '@roast/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffApi } from '../../../lib/api';
import type { AuditFilter } from '../../../lib/paths';
import { staffKeys } from '../../../lib/query-keys';

export const AUDIT_PAGE_SIZE = 25;

export interface AuditPage {
  data: AuditEntry[];
  page: number;
  limit: number;
  total: number;
}

/** A page of the changes, newest first: all of them, one part of the catalog's, or one item's. */
export const auditQuery = (filter: AuditFilter) =>
  queryOptions({
    queryKey: staffKeys.audit(filter),
    queryFn: async () => {
      const query = new URLSearchParams();
      if (filter.kind) query.set('kind', filter.kind);
      if (filter.id) query.set('id', filter.id);
      query.set('page', String(filter.page ?? 1));
      query.set('limit', String(AUDIT_PAGE_SIZE));
      const { data, page, limit, total } = await staffApi.get<AuditPage>(`/audit?${query}`);
      return { data, page, limit, total };
    },
    // The page being left stays on screen while the next one comes.
    placeholderData: keepPreviousData,
  });
