import type { CatalogKind } from '@roast/domain';

/** What the audit trail shows: every change, those to one part of the catalog, or to one item. */
export interface AuditFilter {
  kind?: CatalogKind | 'outlets' | 'orders' | 'payments';
  id?: string;
  page?: number;
}

/** The console's pages. */
export const staffPaths = {
  board: '/staff',
  menu: '/staff/menu',
  /** The menu, open at one part of the catalog. */
  menuOf: (kind: CatalogKind) => `/staff/menu?kind=${kind}`,
  newItem: (kind: CatalogKind) => `/staff/menu/${kind}/new`,
  item: (kind: CatalogKind, id: string) => `/staff/menu/${kind}/${encodeURIComponent(id)}`,
  /** An order taken at the counter or on the phone. */
  newOrder: '/staff/orders/new',
  people: '/staff/people',
  /** The day's production list of an outlet. */
  production: '/staff/production',
  productionOf: (outlet: string, date: string) =>
    `/staff/production?${new URLSearchParams({ outlet, date }).toString()}`,
  sales: '/staff/sales',
  members: '/staff/members',
  outlets: '/staff/outlets',
  audit: '/staff/audit',
  auditOf: ({ kind, id, page }: AuditFilter) => {
    const query = new URLSearchParams();
    if (kind) query.set('kind', kind);
    if (id) query.set('id', id);
    if (page && page > 1) query.set('page', String(page));
    const search = query.toString();
    return search ? `/staff/audit?${search}` : '/staff/audit';
  },
  /** Payments that bought nothing, and their refunds (owners). */
  payments: '/staff/payments',
  paymentsPage: (page: number) => (page > 1 ? `/staff/payments?page=${page}` : '/staff/payments'),
  account: '/staff/account',
  login: '/staff/login',
  setPassword: (token: string) => `/staff/set-password/${token}`,
};

/** What the login page is handed: where the member was going, and an email to fill in with a word about it. */
export interface LoginState {
  from?: string;
  email?: string;
  notice?: string;
}
