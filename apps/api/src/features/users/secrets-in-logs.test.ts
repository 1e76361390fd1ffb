import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { useTestApp } from '../../test/harness';

/** Every log line the app writes, as the server would write them to its output. */
const lines: string[] = [];
const t = useTestApp({ logDestination: { write: (line) => lines.push(line) } });

const asha = { name: 'Asha Rao', phone: '9876543210', email: 'asha@example.com', password: 'cardamom-latte' };
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function resetToken(): Promise<string> {
  await post('/api/user/forgot-password', { email: asha.email });
  const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'password-reset'));
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text)?.[1];
  expect(token).toBeTruthy();
  return token!;
}

describe('secrets and the logs', () => {
  it('never writes a reset token or a session token into a log line, whichever call carries it', async () => {
    const session = ((await post('/api/user/register', asha)).json() as { token: string }).token;

    // The spec's call, with the token in the path.
    const inPath = await resetToken();
    const first = await post(`/api/user/reset-password/${inPath}`, { password: 'filter-coffee-1' });
    expect(first.statusCode).toBe(200);
    // The newer call, with the token in the body.
    const inBody = await resetToken();
    const second = await post('/api/user/reset-password', { token: inBody, password: 'filter-coffee-2' });
    expect(second.json()).toEqual({ success: true, message: 'Password reset successfully' });
    // A used link, tried again: refused, and still not written down.
    expect((await post(`/api/user/reset-password/${inPath}`, { password: 'filter-coffee-3' })).statusCode).toBe(400);
    await post('/api/user/logout', {}, { token: session });

    const log = lines.join('');
    expect(log).toContain('"url":"/api/user/reset-password/[redacted]"');
    expect(log).toContain('"url":"/api/user/reset-password"');
    for (const secret of [inPath, inBody, session]) expect(log).not.toContain(secret);
    const login = await post('/api/user/login', { email: asha.email, password: 'filter-coffee-2' });
    expect(login.statusCode).toBe(200);
  });
});
