import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@roast/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import { staffMembers, staffOutlets } from '../db/schema';

/** The origin the test configuration runs at (PUBLIC_URL): the console's writes come from it. */
export const CONSOLE_ORIGIN = 'http://localhost:3000';
export const STAFF_PASSWORD = 'counter-tablet-2026';

/** A member of staff put straight into the database, with a password, ready to log in. */
export async function addMember(
  db: Database,
  options: { role?: StaffRole; outlets?: string[]; name?: string; email?: string; password?: string } = {},
) {
  const email = options.email ?? `staff-${randomUUID()}@roastcafe.in`;
  const password = options.password ?? STAFF_PASSWORD;
  const [member] = await db
    .insert(staffMembers)
    .values({
      email,
      name: options.name ?? 'Kavya Menon',
      role: options.role ?? 'staff',
      passwordHash: await hashPassword(password, 10),
    })
    .returning();
  if (options.outlets?.length) {
    await db.insert(staffOutlets).values(options.outlets.map((storeId) => ({ staffId: member!.id, storeId })));
  }
  return { ...member!, password };
}

/** The session cookie of a login, as the browser would send it back. */
export async function logIn(app: FastifyInstance, email: string, password = STAFF_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email, password },
    headers: { origin: CONSOLE_ORIGIN },
  });
  if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}: ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'roast_staff');
  if (!cookie) throw new Error('login set no session cookie');
  return `roast_staff=${cookie.value}`;
}

/** Calls of the console, with its cookie and its own origin, as the browser makes them. */
export function consoleOf(app: FastifyInstance, cookie: string) {
  const call = (
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { cookie, origin: CONSOLE_ORIGIN, ...headers },
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
    patch: (url: string, payload: unknown) => call('PATCH', url, payload),
    call,
  };
}

/** A member added and logged in: their console. */
export async function signedInMember(
  app: FastifyInstance,
  db: Database,
  options: Parameters<typeof addMember>[1] = {},
) {
  const member = await addMember(db, options);
  const cookie = await logIn(app, member.email, member.password);
  return { member, cookie, console: consoleOf(app, cookie) };
}
