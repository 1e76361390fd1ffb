import type { ContactMessage } from '@roast/domain';
import { count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contactMessages, staffMembers } from '../../db/schema';

export async function insertContactMessage(
  db: Queryable,
  message: ContactMessage & { subject: string; ip: string | null },
): Promise<string> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: message.name,
      email: message.to,
      phone: message.phone ?? null,
      subject: message.subject,
      preferredMethod: message.method ?? null,
      message: message.message,
      ip: message.ip,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}

/** A page of messages (or all of them), newest first, with who handled each. */
export async function pageOfMessages(
  db: Queryable,
  filter: { handled?: boolean },
  page?: { limit: number; offset: number },
) {
  const where =
    filter.handled === undefined
      ? undefined
      : filter.handled
        ? isNotNull(contactMessages.handledAt)
        : isNull(contactMessages.handledAt);
  const query = db
    .select({ message: contactMessages, handledBy: staffMembers.name })
    .from(contactMessages)
    .leftJoin(staffMembers, eq(staffMembers.id, contactMessages.handledBy))
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  const [rows, [total]] = await Promise.all([
    page ? query.limit(page.limit).offset(page.offset) : query,
    db.select({ value: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

export async function setHandled(db: Queryable, id: string, handled: boolean, staffId: string) {
  const [row] = await db
    .update(contactMessages)
    .set(
      handled
        ? {
            handledAt: sql`coalesce(${contactMessages.handledAt}, now())`,
            handledBy: sql`coalesce(${contactMessages.handledBy}, ${staffId}::uuid)`,
          }
        : { handledAt: null, handledBy: null },
    )
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return row;
}

export async function messageById(db: Queryable, id: string) {
  const [row] = await db
    .select({ message: contactMessages, handledBy: staffMembers.name })
    .from(contactMessages)
    .leftJoin(staffMembers, eq(staffMembers.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id));
  return row;
}
