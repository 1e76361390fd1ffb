import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { unauthorized } from '../http/errors';
import type { Tokens } from './tokens';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  phone: string;
  /** The session the token belongs to (logout ends it). */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser. */
    user?: SessionUser;
  }
}

/** Finds the customer of a live session; app.ts hands in the users service's. */
export type FindSessionUser = (
  userId: string,
  sessionId: string,
) => Promise<{ id: string; name: string; email: string; phone: string; tokenVersion: number } | undefined>;

/** The token from the `token` header (the storefront's) or a Bearer authorization header. */
function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  if (typeof header === 'string' && header.length > 0) return header;
  const authorization = request.headers.authorization;
  return authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A guard for routes that need a signed-in customer: a valid token of a live session (not logged
 * out, not expired) whose version still matches the user's (a password reset raises it), else 401.
 */
export function requireUser(tokens: Tokens, findSessionUser: FindSessionUser): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = tokenOf(request);
    if (!token) throw unauthorized('login_required');
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized('login_again');
    const user =
      UUID.test(claims.id) && UUID.test(claims.sessionId)
        ? await findSessionUser(claims.id, claims.sessionId)
        : undefined;
    if (!user || user.tokenVersion !== claims.v) throw unauthorized('login_again');
    request.user = {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      sessionId: claims.sessionId,
    };
  };
}

/** The signed-in customer of a route guarded by requireUser. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized('login_required');
  return request.user;
}
