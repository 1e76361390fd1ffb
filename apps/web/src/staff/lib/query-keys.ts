import type { CatalogKind } from '@roast/domain';
import type { AuditFilter } from './paths';

/** Every query of the console, under 'staff' so nothing is shared with the store's keys. */
export const staffKeys = {
  me: ['staff', 'me'] as const,
  outlets: ['staff', 'outlets'] as const,
  members: ['staff', 'members'] as const,
  /** Every board list of an outlet, whatever its days. */
  boardsOf: (outlet: string) => ['staff', 'board', outlet] as const,
  board: (outlet: string, date: string, days: number) => ['staff', 'board', outlet, date, days] as const,
  /** Every day's pickup slots of an outlet, with how full each is. */
  slotsOf: (outlet: string) => ['staff', 'slots', outlet] as const,
  slots: (outlet: string, date: string) => ['staff', 'slots', outlet, date] as const,
  /** What is sold out now at the member's outlets. */
  outletSoldOut: ['staff', 'outlet-sold-out'] as const,
  /** An outlet's production list for a day. */
  production: (outlet: string, date: string) => ['staff', 'production', outlet, date] as const,
  /** The outlets as the store shows them (hours, closed dates, phone), from the public list. */
  stores: ['staff', 'stores'] as const,
  /** Every item of one part of the catalog, inactive ones too. */
  catalog: (kind: CatalogKind) => ['staff', 'catalog', kind, 'list'] as const,
  catalogItem: (kind: CatalogKind, id: string) => ['staff', 'catalog', kind, 'item', id] as const,
  /** Every page of the audit trail, whatever its filter. */
  audits: ['staff', 'audit'] as const,
  audit: ({ kind, id, page = 1 }: AuditFilter) => ['staff', 'audit', kind ?? null, id ?? null, page] as const,
  /** Every page of the payments that bought nothing (the header's count reads the first). */
  allPaymentMismatches: ['staff', 'payment-mismatches'] as const,
  paymentMismatches: (page: number) => ['staff', 'payment-mismatches', page] as const,
};
