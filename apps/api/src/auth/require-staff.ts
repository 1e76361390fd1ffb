import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { StaffRole } from '@roast/domain';
import { forbidden, unauthorized } from '../http/errors';

/** The console's session cookie: httpOnly, SameSite=Strict, sent only to the staff API. */
export const STAFF_COOKIE = 'roast_staff';
const COOKIE_PATH = '/api/staff';

/** A signed-in member of staff, as every staff route sees them. */
export interface StaffUser {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** The store ids they work at: every outlet for an owner. */
  outlets: string[];
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireStaff. */
    staff?: StaffUser;
  }
}

/**
 * What a member may no longer see, for whatever holds a session open (the order board's streams):
 * one session ended (a logout); every session of a member ended (switched off, password changed
 * or set from a link); or a member now works at these outlets only (the owner changed their
 * outlets or role).
 */
export type StaffAccessChange = { sessionId: string } | { staffId: string } | { staffId: string; outlets: string[] };

/** Whether a message from the bus is a well-formed StaffAccessChange. */
export function isStaffAccessChange(body: unknown): body is StaffAccessChange {
  if (typeof body !== 'object' || body === null) return false;
  const { sessionId, staffId, outlets } = body as Record<string, unknown>;
  if (typeof sessionId === 'string') return true;
  if (typeof staffId !== 'string') return false;
  return outlets === undefined || (Array.isArray(outlets) && outlets.every((id) => typeof id === 'string'));
}

/** Finds the member of a live session from the cookie's token; app.ts hands in the staff service's. */
export type FindStaffSession = (token: string) => Promise<StaffUser | undefined>;

export function staffToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const token = parseCookie(header)[STAFF_COOKIE];
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

export interface StaffCookieOptions {
  /** `Secure` when the store is served over https. */
  secure: boolean;
}

export function setStaffCookie(reply: FastifyReply, token: string, maxAgeSeconds: number, options: StaffCookieOptions) {
  reply.header(
    'set-cookie',
    stringifySetCookie(STAFF_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: options.secure,
      path: COOKIE_PATH,
      maxAge: maxAgeSeconds,
    }),
  );
}

export function clearStaffCookie(reply: FastifyReply, options: StaffCookieOptions) {
  setStaffCookie(reply, '', 0, options);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes to the staff API come only from the console's own pages: the `Origin` a browser sends
 * with every write must be the store's. A form on another site, or a request with no origin at
 * all, is refused, whatever cookie it carries.
 */
export function sameOriginWrites(ownOrigin: string): onRequestAsyncHookHandler {
  return async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === ownOrigin) return;
    // The same machine by another name (127.0.0.1 for localhost): said plainly, with the address to use.
    if (origin && sameMachine(origin, ownOrigin)) throw forbidden('staff_origin_other_name', { address: ownOrigin });
    throw forbidden('staff_origin_refused');
  };
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Two origins that are this machine's loopback under different names, on the same port. */
function sameMachine(origin: string, ownOrigin: string): boolean {
  try {
    const [theirs, ours] = [new URL(origin), new URL(ownOrigin)];
    return (
      theirs.protocol === ours.protocol &&
      theirs.port === ours.port &&
      LOOPBACK_NAMES.has(theirs.hostname) &&
      LOOPBACK_NAMES.has(ours.hostname)
    );
  } catch {
    return false;
  }
}

/**
 * A guard for staff routes: a live session from the cookie, else 401. A customer's token (the
 * `token` header) means nothing here.
 */
export function requireStaff(findSession: FindStaffSession): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = staffToken(request);
    const staff = token ? await findSession(token) : undefined;
    if (!staff) throw unauthorized('staff_login_required');
    request.staff = staff;
  };
}

/** The signed-in member of a route guarded by requireStaff. */
export function staffOf(request: FastifyRequest): StaffUser {
  if (!request.staff) throw unauthorized('staff_login_required');
  return request.staff;
}

/** After requireStaff: only an owner goes on. */
export const requireOwner: preHandlerAsyncHookHandler = async (request) => {
  if (staffOf(request).role !== 'owner') throw forbidden('owner_only');
};

/** 403 unless the member works at the outlet. */
export function assertOutlet(staff: StaffUser, storeId: string): void {
  if (!staff.outlets.includes(storeId)) throw forbidden('not_your_outlet');
}
