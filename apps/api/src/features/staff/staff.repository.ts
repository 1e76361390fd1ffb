import type { StaffRole } from '@roast/domain';
import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../db/client';
import { staffInvitations, staffMembers, staffOutlets, staffSessions, stores } from '../../db/schema';

export type MemberRow = typeof staffMembers.$inferSelect;
export type MemberWithOutlets = MemberRow & { outlets: string[] };

/** The outlets, in menu order. */
export function outlets(db: Queryable) {
  return db
    .select({ id: stores.id, outletName: stores.outletName, code: stores.code })
    .from(stores)
    .orderBy(asc(stores.position));
}

export async function findMemberByEmail(db: Queryable, email: string): Promise<MemberRow | undefined> {
  const [member] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
  return member;
}

/** Every member with the outlets they were given (an owner's are every outlet, whatever is stored). */
export async function membersWithOutlets(db: Queryable, ids?: string[]): Promise<MemberWithOutlets[]> {
  if (ids?.length === 0) return [];
  const [members, links, all] = await Promise.all([
    db
      .select()
      .from(staffMembers)
      .where(ids ? inArray(staffMembers.id, ids) : undefined)
      .orderBy(asc(staffMembers.createdAt), asc(staffMembers.email)),
    db
      .select()
      .from(staffOutlets)
      .where(ids ? inArray(staffOutlets.staffId, ids) : undefined),
    outlets(db),
  ]);
  const order = new Map(all.map((store, index) => [store.id, index]));
  return members.map((member) => ({
    ...member,
    outlets:
      member.role === 'owner'
        ? all.map((store) => store.id)
        : links
            .filter((link) => link.staffId === member.id)
            .map((link) => link.storeId)
            .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)),
  }));
}

export async function memberWithOutlets(db: Queryable, id: string): Promise<MemberWithOutlets | undefined> {
  const [member] = await membersWithOutlets(db, [id]);
  return member;
}

/** A new member, or undefined when the email is taken. */
export async function insertMember(
  db: Queryable,
  member: { email: string; name: string; role: StaffRole; passwordHash?: string },
): Promise<MemberRow | undefined> {
  const [created] = await db
    .insert(staffMembers)
    .values(member)
    .onConflictDoNothing({ target: staffMembers.email })
    .returning();
  return created;
}

export async function setOutlets(db: Queryable, staffId: string, storeIds: string[]): Promise<void> {
  await db.delete(staffOutlets).where(eq(staffOutlets.staffId, staffId));
  if (storeIds.length > 0) {
    await db.insert(staffOutlets).values([...new Set(storeIds)].map((storeId) => ({ staffId, storeId })));
  }
}

/** The store ids among these that exist. */
export async function existingOutlets(db: Queryable, storeIds: string[]): Promise<string[]> {
  if (storeIds.length === 0) return [];
  const rows = await db.select({ id: stores.id }).from(stores).where(inArray(stores.id, storeIds));
  return rows.map((row) => row.id);
}

export async function updateMember(
  db: Queryable,
  id: string,
  changes: { role?: StaffRole; active?: boolean },
): Promise<MemberRow | undefined> {
  const [updated] = await db
    .update(staffMembers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(staffMembers.id, id))
    .returning();
  return updated;
}

/**
 * The active owners, locked until the transaction ends: a change that could leave the store
 * without one waits for any other such change, so two owners cannot demote each other at once.
 */
export async function lockActiveOwners(db: Queryable): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select id from ${staffMembers} where role = 'owner' and active order by id for update`,
  );
  return rows.map((row) => row.id);
}

export async function setPassword(
  db: Queryable,
  staffId: string,
  passwordHash: string,
): Promise<MemberRow | undefined> {
  const [member] = await db
    .update(staffMembers)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(staffMembers.id, staffId))
    .returning();
  return member;
}

export async function recordLogin(db: Queryable, staffId: string): Promise<void> {
  await db
    .update(staffMembers)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(staffMembers.id, staffId));
}

export async function startSession(db: Queryable, staffId: string, tokenHash: string, expiresAt: Date) {
  // Ended sessions of this member are cleared away as a new one starts.
  await db
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        sql`(${staffSessions.revokedAt} is not null or ${staffSessions.expiresAt} < now())`,
      ),
    );
  const [session] = await db
    .insert(staffSessions)
    .values({ staffId, tokenHash, expiresAt })
    .returning({ id: staffSessions.id });
  return session!.id;
}

export interface SessionRow {
  session_id: string;
  created_at: Date | string;
  expires_at: Date | string;
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  outlets: string[] | null;
}

/** The active member of a live session, with their outlets, in one query. */
export async function findSession(db: Queryable, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await selectRows<SessionRow>(
    db,
    sql`select s.id as session_id, s.created_at, s.expires_at, m.id, m.name, m.email, m.role,
               case when m.role = 'owner'
                 then (select array_agg(id order by position) from ${stores})
                 else (select array_agg(o.store_id order by st.position)
                       from ${staffOutlets} o join ${stores} st on st.id = o.store_id
                       where o.staff_id = m.id)
               end as outlets
        from ${staffSessions} s join ${staffMembers} m on m.id = s.staff_id
        where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > now() and m.active`,
  );
  return row;
}

/**
 * Of these sessions, the live ones (not ended, not expired, their member active), each with the
 * outlets its member works at now.
 */
export async function liveSessionOutlets(db: Queryable, sessionIds: string[]): Promise<Map<string, string[]>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await selectRows<{ session_id: string; outlets: string[] | null }>(
    db,
    sql`select s.id as session_id,
               case when m.role = 'owner'
                 then (select array_agg(id) from ${stores})
                 else (select array_agg(o.store_id) from ${staffOutlets} o where o.staff_id = m.id)
               end as outlets
        from ${staffSessions} s join ${staffMembers} m on m.id = s.staff_id
        where s.id in (${sql.join(
          sessionIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and s.revoked_at is null and s.expires_at > now() and m.active`,
  );
  return new Map(rows.map((row) => [row.session_id, row.outlets ?? []]));
}

export async function extendSession(db: Queryable, sessionId: string, expiresAt: Date): Promise<void> {
  await db.update(staffSessions).set({ expiresAt }).where(eq(staffSessions.id, sessionId));
}

export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every session of a member (but one, when given). */
export async function revokeSessionsOf(db: Queryable, staffId: string, except?: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        except ? ne(staffSessions.id, except) : undefined,
      ),
    );
}

/** A new one-time link; the member's earlier links stop working. */
export async function insertInvitation(
  db: Queryable,
  invitation: { id: string; staffId: string; tokenHash: string; invitedBy: string | null; expiresAt: Date },
): Promise<void> {
  await db
    .update(staffInvitations)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffInvitations.staffId, invitation.staffId), isNull(staffInvitations.usedAt)));
  await db.insert(staffInvitations).values(invitation);
}

/**
 * Whom a link goes to, and who sent it: undefined once it is used, lapsed or replaced, or the member
 * is switched off.
 */
export async function invitationToMail(db: Queryable, invitationId: string) {
  const [row] = await selectRows<{
    name: string;
    email: string;
    role: StaffRole;
    password_set: boolean;
    invited_by: string | null;
  }>(
    db,
    sql`select m.name, m.email, m.role, m.password_hash is not null as password_set, b.name as invited_by
        from ${staffInvitations} i
        join ${staffMembers} m on m.id = i.staff_id
        left join ${staffMembers} b on b.id = i.invited_by
        where i.id = ${invitationId} and i.used_at is null and i.expires_at > now() and m.active`,
  );
  return row && { ...row, passwordSet: Boolean(row.password_set), invitedBy: row.invited_by ?? undefined };
}

/** Whether a link can still be used (so a password is hashed only for one that can). */
export async function isUsableInvitation(db: Queryable, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffInvitations.id })
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, sql`now()`),
      ),
    );
  return Boolean(row);
}

/** Uses a link once: the member it was for, or undefined when it is unknown, used or expired. */
export async function consumeInvitation(db: Queryable, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(staffInvitations)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, sql`now()`),
      ),
    )
    .returning({ staffId: staffInvitations.staffId });
  return row?.staffId;
}
