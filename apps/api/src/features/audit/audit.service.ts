import type { AuditEntry } from '@roast/domain';
import type { Database, Queryable } from '../../db/client';
import * as repository from './audit.repository';

/** Who made a change: a member of staff. */
export interface AuditActor {
  id: string;
  name: string;
}

export interface AuditChange {
  actor: AuditActor;
  /** 'cakes', 'offers', …, 'outlets', 'orders' or 'payments'. */
  kind: string;
  itemId: string;
  itemName: string;
  action: 'created' | 'updated' | 'deactivated' | 'cancelled' | 'refunded';
  /** The item before and after, in its public field names; only what differs is kept. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ between two versions of an item, each side with its own values. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => !same(before[field], after[field]),
  );
  return {
    fields,
    before: Object.fromEntries(fields.filter((f) => f in before).map((f) => [f, before[f]])),
    after: Object.fromEntries(fields.filter((f) => f in after).map((f) => [f, after[f]])),
  };
}

/** The audit trail: every change to the catalog and the outlets, who made it and when. */
export function createAudit({ db }: { db: Database }) {
  return {
    /** Records a change in the caller's transaction, so a change and its record stand or fall together. */
    async record(tx: Queryable, change: AuditChange): Promise<void> {
      const { before, after } = changedFields(change.before, change.after);
      await repository.insertEntry(tx, {
        staffId: change.actor.id,
        staffName: change.actor.name,
        kind: change.kind,
        itemId: change.itemId,
        itemName: change.itemName,
        action: change.action,
        before,
        after,
      });
    },

    async page(query: { kind?: string; id?: string; page: number; limit: number }) {
      const { rows, total } = await repository.pageOfEntries(
        db,
        { kind: query.kind, itemId: query.id },
        { limit: query.limit, offset: (query.page - 1) * query.limit },
      );
      const data: AuditEntry[] = rows.map((row) => ({
        _id: row.id,
        at: row.at.toISOString(),
        by: row.staffName,
        kind: row.kind,
        itemId: row.itemId,
        itemName: row.itemName,
        action: row.action,
        before: row.before,
        after: row.after,
      }));
      return { data, page: query.page, limit: query.limit, total };
    },
  };
}

export type Audit = ReturnType<typeof createAudit>;
