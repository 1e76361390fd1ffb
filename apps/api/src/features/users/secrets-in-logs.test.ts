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

describe('email confirmation links and the logs', () => {
  it("never writes a link's token: the call carries it in its body", async () => {
    const email = 'meera@example.com';
    await post('/api/user/register', { ...asha, email });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    const token = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect((await post('/api/user/verify-email', { token })).statusCode).toBe(200);
    // Followed again: refused, and still not written down.
    expect((await post('/api/user/verify-email', { token })).statusCode).toBe(409);

    const log = lines.join('');
    expect(log).toContain('"url":"/api/user/verify-email"');
    expect(log).not.toContain(token);
  });
});

describe('request ids', () => {
  const linesOf = (id: string) =>
    lines.map((line) => JSON.parse(line) as { reqId?: string }).filter((line) => line.reqId === id);

  it('carries the proxy’s X-Request-Id on every line of that request, and answers with it', async () => {
    const id = '7f3c2a90b1d44e6f8a5b0c9d1e2f3a4b';
    const answer = await post(
      '/api/user/login',
      { email: 'nobody@example.com', password: 'wrong-password' },
      {
        'x-request-id': id,
      },
    );
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['x-request-id']).toBe(id);
    // 'incoming request' and 'request completed' at least, both with the proxy's id.
    expect(linesOf(id).length).toBeGreaterThanOrEqual(2);
  });

  it('makes its own id when none is sent, or when the one sent is not an id', async () => {
    const none = await post('/api/user/login', { email: 'nobody@example.com', password: 'wrong-password' });
    const made = String(none.headers['x-request-id']);
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(made).length).toBeGreaterThanOrEqual(2);

    const forged = await post(
      '/api/user/login',
      { email: 'nobody@example.com', password: 'wrong-password' },
      {
        'x-request-id': 'x"}\n{"level":60',
      },
    );
    expect(String(forged.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });
});
