import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The token signing key: JWT_SECRET when set; otherwise one generated once and kept in DATA_DIR,
 * which is fine for one server but not for several (they must share JWT_SECRET).
 */
export async function resolveJwtSecret(
  configured: string | undefined,
  dataDir: string,
  warn: (message: string) => void,
): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'secrets', 'jwt-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: made below.
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, secret, { mode: 0o600 });
  warn(`JWT_SECRET is not set; generated one into ${file}. Set JWT_SECRET when you run more than one server.`);
  return secret;
}
