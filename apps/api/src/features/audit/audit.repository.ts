import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;

export async function insertEntry(db: Queryable, entry: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** A page of changes, newest first, for one kind or one item when asked. */
export async function pageOfEntries(
  db: Queryable,
  filter: { kind?: string; itemId?: string },
  page: { limit: number; offset: number },
) {
  const where: SQL | undefined = and(
    filter.kind ? eq(auditLog.kind, filter.kind) : undefined,
    filter.itemId ? eq(auditLog.itemId, filter.itemId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}
