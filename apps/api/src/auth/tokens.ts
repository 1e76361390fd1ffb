import { createSecretKey } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * Session tokens: HS256 JWTs with `{ id, v, iat, exp }`. Only HS256 is accepted, so a token that
 * names another algorithm (or none) is refused before its signature is looked at.
 */
export const TOKEN_LIFETIME = '7d';
const ALGORITHM = 'HS256';

export interface TokenClaims {
  /** The user's id. */
  id: string;
  /** The user's token version when the token was issued. */
  v: number;
}

export interface Tokens {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token, or null for anything else. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokens(secret: string): Tokens {
  // A key object made once: no conversion of the secret on every request.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    sign: (claims) =>
      new SignJWT({ id: claims.id, v: claims.v })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        const { id, v } = payload as Record<string, unknown>;
        if (typeof id !== 'string' || typeof v !== 'number' || !Number.isInteger(v)) return null;
        return { id, v };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
