import { createSecretKey } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * Session tokens: HS256 JWTs with `{ id, v, jti, iat, exp }`. `jti` names the session row on the
 * server, so logging out ends the token there. Only HS256 is accepted, so a token that names
 * another algorithm (or none) is refused before its signature is looked at; a token without an
 * expiry or a session is refused too.
 */
export const TOKEN_LIFETIME_SECONDS = 7 * 86_400;
const ALGORITHM = 'HS256';

export interface TokenClaims {
  /** The user's id. */
  id: string;
  /** The user's token version when the token was issued. */
  v: number;
  /** The session's id. */
  sessionId: string;
}

export interface Tokens {
  /** A token for a session issued at `issuedAt` (now unless told), valid until `expiresAt`. */
  sign(claims: TokenClaims, expiresAt: Date, issuedAt?: Date): Promise<string>;
  /** The claims of a valid token, or null for anything else. */
  verify(token: string): Promise<TokenClaims | null>;
}

/** How many verified tokens a server remembers; the oldest go first. */
const REMEMBERED_TOKENS = 20_000;

export function createTokens(secret: string): Tokens {
  // A key object made once: no conversion of the secret on every request.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  // The very same string verified before is valid until its expiry: its claims are remembered, so
  // a customer's every request does not check the signature again. (Whether its session is still
  // live is the session check's question, asked every time.)
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  return {
    sign: (claims, expiresAt, issuedAt = new Date()) =>
      new SignJWT({ id: claims.id, v: claims.v })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setJti(claims.sessionId)
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > Date.now()) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          requiredClaims: ['exp', 'iat', 'jti'],
        });
        const { id, v, jti } = payload as Record<string, unknown>;
        if (typeof id !== 'string' || typeof v !== 'number' || !Number.isInteger(v) || typeof jti !== 'string') {
          return null;
        }
        const claims = { id, v, sessionId: jti };
        verified.set(token, { claims, expiresAtMs: (payload.exp ?? 0) * 1000 });
        if (verified.size > REMEMBERED_TOKENS) verified.delete(verified.keys().next().value!);
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
