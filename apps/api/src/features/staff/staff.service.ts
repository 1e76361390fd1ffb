import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  minutesPhrase,
  type InvitationPayload,
  type MemberPatch,
  type StaffMember,
  type StaffRole,
} from '@roast/domain';
import { hashLinkToken, type OneTimeLinks } from '../../auth/one-time-links';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { StaffAccessChange, StaffUser } from '../../auth/require-staff';
import type { Database, Queryable } from '../../db/client';
import type { Emit, Events } from '../../events/events';
import {
  badRequest,
  conflict,
  HttpError,
  invalidField,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../http/errors';
import type { MailQueue } from '../../mail/mail-queue';
import { createLoginLimits, type LoginRefusal } from '../../rate-limit/login-limits';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { LINK_LIFETIME_HOURS, staffPasswordChangedMail } from './staff.mails';
import * as repository from './staff.repository';

export interface StaffDependencies {
  db: Database;
  limiter: RateLimiter;
  mail: MailQueue;
  events: Events;
  /** Set-password links: the rows keep their hashes, a subscriber mails them. */
  links: OneTimeLinks;
  scryptLogN: number;
  /**
   * Told, once it is in the database, when sessions end or a member loses outlets, so that what
   * holds a session open (the order board's streams) closes at once, here and on the other servers.
   */
  accessChanged?: (change: StaffAccessChange) => void;
}

const HOUR_MS = 3_600_000;
/** A console left alone this long asks for the password again. */
export const SESSION_IDLE_MS = 12 * HOUR_MS;
/** However busy, a session ends after this long. */
export const SESSION_MAX_MS = 30 * 24 * HOUR_MS;
/** A session's end is pushed on at most this often (it costs a write). */
const EXTEND_EVERY_MS = HOUR_MS;
const LINK_LIFETIME_MS = LINK_LIFETIME_HOURS * HOUR_MS;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** A member as the console shows them. */
export function toStaffMember(member: repository.MemberWithOutlets): StaffMember {
  return {
    _id: member.id,
    name: member.name,
    email: member.email,
    role: member.role,
    outlets: member.outlets,
    active: member.active,
    passwordSet: member.passwordHash !== null,
    lastLoginAt: member.lastLoginAt ? member.lastLoginAt.toISOString() : null,
    createdAt: member.createdAt.toISOString(),
  };
}

/** Staff accounts: the first owner, invitations, logins and sessions, the member list. */
export function createStaff({
  db,
  limiter,
  mail,
  events,
  links,
  scryptLogN,
  accessChanged = () => {},
}: StaffDependencies) {
  // Checked against when an email has no account (or no password yet), so every answer takes as long.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex'), scryptLogN));
  // A login and a change of password guess the same password, so they share one count.
  const passwordGuesses = createLoginLimits(limiter, {
    perAccount: 'staffLoginPerEmail',
    perAccountAndAddress: 'staffLoginPerEmailAndIp',
    perAddress: 'staffLoginPerIp',
  });
  const loginRefused = ({ scope, retryAfterSeconds }: LoginRefusal) =>
    tooManyRequests(
      scope === 'account' ? 'login_too_many' : 'staff_login_too_many_from_network',
      retryAfterSeconds,
      scope === 'account' ? undefined : { wait: minutesPhrase(retryAfterSeconds) },
    );

  async function startSession(staffId: string) {
    const token = newToken();
    await repository.startSession(db, staffId, hashToken(token), new Date(Date.now() + SESSION_IDLE_MS));
    return token;
  }

  /** 400 naming the field when an outlet does not exist. */
  async function checkOutlets(storeIds: string[]) {
    const known = await repository.existingOutlets(db, storeIds);
    if (known.length !== new Set(storeIds).size) throw invalidField('outlets', 'staff_outlet_unknown');
  }

  async function memberOrThrow(id: string) {
    const member = await repository.memberWithOutlets(db, id);
    if (!member) throw notFound('staff_member_not_found');
    return member;
  }

  /**
   * A fresh one-time link for a member, stored hashed and announced (its subscriber mails it); the
   * link itself is for the answer, to copy.
   */
  async function issueLink(tx: Queryable, emit: Emit, member: { id: string }, by: StaffUser | undefined) {
    const invitationId = randomUUID();
    await repository.insertInvitation(tx, {
      id: invitationId,
      staffId: member.id,
      tokenHash: links.tokenHash('staff-password', invitationId),
      invitedBy: by?.id ?? null,
      expiresAt: new Date(Date.now() + LINK_LIFETIME_MS),
    });
    await emit('staff.invited', { invitationId, staffId: member.id });
    return links.url('staff-password', invitationId);
  }

  return {
    /**
     * The first owner from OWNER_EMAIL and OWNER_PASSWORD: made when no member has that email, and
     * never changed afterwards (the owner may have changed their password since).
     */
    async ensureFirstOwner(owner: { email: string; password: string }): Promise<boolean> {
      if (await repository.findMemberByEmail(db, owner.email)) return false;
      const passwordHash = await hashPassword(owner.password, scryptLogN);
      const created = await repository.insertMember(db, {
        email: owner.email,
        name: 'Owner',
        role: 'owner',
        passwordHash,
      });
      return Boolean(created);
    },

    /** The member of a live session, for the guard; a busy console's session is kept alive. */
    async sessionOf(token: string): Promise<StaffUser | undefined> {
      const row = await repository.findSession(db, hashToken(token));
      if (!row) return undefined;
      const now = Date.now();
      const expiresAt = new Date(row.expires_at).getTime();
      if (expiresAt - now < SESSION_IDLE_MS - EXTEND_EVERY_MS) {
        const limit = new Date(row.created_at).getTime() + SESSION_MAX_MS;
        const next = Math.min(now + SESSION_IDLE_MS, limit);
        if (next > expiresAt) await repository.extendSession(db, row.session_id, new Date(next));
      }
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        outlets: row.outlets ?? [],
        sessionId: row.session_id,
      };
    },

    /**
     * Limited as `createLoginLimits` says: wrong passwords count, right ones and refused attempts
     * do not, and strangers' wrong passwords keep nobody out for more than a minute.
     */
    async login(email: string, password: string, ip: string) {
      const { refused, attempt } = await passwordGuesses.admit(email, ip);
      if (refused) throw loginRefused(refused);
      const member = await repository.findMemberByEmail(db, email);
      const usable = member?.active && member.passwordHash !== null;
      const matches = await verifyPassword(password, usable ? member.passwordHash! : await decoy());
      if (!member || !usable || !matches) throw unauthorized('staff_login_wrong');
      await Promise.all([attempt.succeeded(), repository.recordLogin(db, member.id)]);
      const token = await startSession(member.id);
      return { member: toStaffMember((await repository.memberWithOutlets(db, member.id))!), token };
    },

    async logout(staff: StaffUser) {
      await repository.revokeSession(db, staff.sessionId);
      accessChanged({ sessionId: staff.sessionId });
    },

    /** Of these sessions, the live ones, each with the outlets its member works at now. */
    liveSessions: (sessionIds: string[]) => repository.liveSessionOutlets(db, sessionIds),

    async me(staff: StaffUser): Promise<StaffMember> {
      return toStaffMember(await memberOrThrow(staff.id));
    },

    /** Every outlet, by name and code. */
    async allOutlets() {
      return (await repository.outlets(db)).map((store) => ({
        _id: store.id,
        outletName: store.outletName,
        code: store.code,
      }));
    },

    /** The outlets a member works at, by name. */
    async outletsOf(staff: StaffUser) {
      const all = await repository.outlets(db);
      return all
        .filter((store) => staff.outlets.includes(store.id))
        .map((store) => ({ _id: store.id, outletName: store.outletName, code: store.code }));
    },

    /**
     * Every other session ends; this device gets a new one. The current password is limited like a
     * login, so a stolen session cannot be used to guess it.
     */
    async changePassword(staff: StaffUser, currentPassword: string, password: string, ip: string) {
      const { refused, attempt } = await passwordGuesses.admit(staff.email, ip);
      if (refused) {
        throw new HttpError(
          429,
          'current_password_too_many',
          { wait: minutesPhrase(refused.retryAfterSeconds) },
          refused.retryAfterSeconds,
          {
            field: 'currentPassword',
          },
        );
      }
      const member = await repository.findMemberByEmail(db, staff.email);
      if (!member?.passwordHash || !(await verifyPassword(currentPassword, member.passwordHash))) {
        throw invalidField('currentPassword', 'current_password_wrong');
      }
      await attempt.succeeded();
      const passwordHash = await hashPassword(password, scryptLogN);
      await db.transaction(async (tx) => {
        await repository.setPassword(tx, member.id, passwordHash);
        await repository.revokeSessionsOf(tx, member.id);
        await mail.enqueue(staffPasswordChangedMail(member), tx);
      });
      accessChanged({ staffId: member.id });
      return startSession(member.id);
    },

    async members(): Promise<StaffMember[]> {
      return (await repository.membersWithOutlets(db)).map(toStaffMember);
    },

    /** A new member with no password yet, and the one-time link that lets them choose one. */
    async invite(by: StaffUser | undefined, invitation: Required<InvitationPayload>) {
      const outlets = invitation.role === 'owner' ? [] : invitation.outlets;
      await checkOutlets(outlets);
      const created = await events.change(async (tx, emit) => {
        const member = await repository.insertMember(tx, {
          email: invitation.email,
          name: invitation.name,
          role: invitation.role,
        });
        if (!member) {
          throw conflict('staff_already_member', { email: invitation.email });
        }
        await repository.setOutlets(tx, member.id, outlets);
        const link = await issueLink(tx, emit, member, by);
        return { id: member.id, link };
      });
      return { member: toStaffMember(await memberOrThrow(created.id)), link: created.link };
    },

    /** A new one-time link for an existing member (by id or email); their earlier links stop working. */
    async newLink(by: StaffUser | undefined, idOrEmail: string) {
      const byEmail = idOrEmail.includes('@');
      const found = byEmail ? await repository.findMemberByEmail(db, idOrEmail.toLowerCase()) : undefined;
      if (byEmail && !found) throw notFound('staff_email_unknown', { email: idOrEmail });
      const member = await memberOrThrow(found?.id ?? idOrEmail);
      if (!member.active) throw conflict('staff_switched_off', { name: member.name });
      return events.change((tx, emit) => issueLink(tx, emit, member, by));
    },

    /** Uses a one-time link: the password is set, and every session of the member ends. */
    async setPassword(token: string, password: string): Promise<string> {
      const tokenHash = hashLinkToken(token);
      if (!(await repository.isUsableInvitation(db, tokenHash))) throw badRequest('staff_link_used_up');
      const passwordHash = await hashPassword(password, scryptLogN);
      const member = await db.transaction(async (tx) => {
        const staffId = await repository.consumeInvitation(tx, tokenHash);
        if (!staffId) throw badRequest('staff_link_used_up');
        const updated = await repository.setPassword(tx, staffId, passwordHash);
        if (!updated?.active) throw badRequest('staff_link_used_up');
        await repository.revokeSessionsOf(tx, staffId);
        return updated;
      });
      accessChanged({ staffId: member.id });
      return member.email;
    },

    /**
     * The owner changes a member's role, outlets, or whether they may log in. The store always
     * keeps an active owner; switching a member off ends their sessions at once.
     */
    async updateMember(id: string, patch: MemberPatch): Promise<StaffMember> {
      const before = await memberOrThrow(id);
      const role: StaffRole = patch.role ?? before.role;
      if (patch.outlets) await checkOutlets(patch.outlets);
      const storedOutlets = before.role === 'owner' ? [] : before.outlets;
      const outlets = role === 'owner' ? [] : (patch.outlets ?? storedOutlets);
      if (role === 'staff' && outlets.length === 0) {
        throw invalidField('outlets', 'staff_outlets_required');
      }
      await db.transaction(async (tx) => {
        const owners = await repository.lockActiveOwners(tx);
        const staysOwner = role === 'owner' && (patch.active ?? before.active);
        if (owners.includes(id) && !staysOwner && owners.length === 1) throw conflict('last_owner');
        await repository.updateMember(tx, id, { role: patch.role, active: patch.active });
        if (patch.outlets !== undefined || patch.role !== undefined) await repository.setOutlets(tx, id, outlets);
        if (patch.active === false) await repository.revokeSessionsOf(tx, id);
      });
      const after = await memberOrThrow(id);
      if (patch.active === false) accessChanged({ staffId: id });
      else if (patch.outlets !== undefined || patch.role !== undefined) {
        accessChanged({ staffId: id, outlets: after.outlets });
      }
      return toStaffMember(after);
    },
  };
}

export type Staff = ReturnType<typeof createStaff>;
