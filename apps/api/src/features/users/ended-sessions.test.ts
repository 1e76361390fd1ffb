import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { passwordResets } from '../../db/schema';
import { holdNextAnswer } from '../../test/held-answer';
import { useTestApp } from '../../test/harness';
import { signUp } from '../../test/shop';

const t = useTestApp();

/** The signed-in check's read of a session and its customer. */
const sessionRead = (text: string) => /from "user_sessions" inner join "users"/.test(text);

/** A signed-in call that reads nothing of the customer but their orders: only the session says who asks. */
const details = (token: string) => t.app.inject({ method: 'GET', url: '/api/order/all', headers: { token } });

/**
 * A signed-in request whose read of the session comes back before `end` ends the session and
 * carries on after it: then the token is tried again.
 */
async function endWhileARequestIsReading(token: string, end: () => Promise<void>) {
  const held = holdNextAnswer(t.db, sessionRead);
  try {
    const inFlight = details(token);
    await held.read;
    await end();
    held.release();
    // The request was on its way before the end; it is answered as it was.
    expect((await inFlight).statusCode).toBe(200);
  } finally {
    held.restore();
    held.release();
  }
  return details(token);
}

describe('a session ended while a request of it is on its way', () => {
  it('stays ended after a logout: the request does not put it back in the server’s memory', async () => {
    const customer = await signUp(t.app);
    const after = await endWhileARequestIsReading(customer.token, async () => {
      const out = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { token: customer.token } });
      expect(out.statusCode, out.body).toBe(200);
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, message: 'Please log in again to continue.' });
  });

  it('stays ended after a password reset ends every session of the customer', async () => {
    const customer = await signUp(t.app);
    const link = 'a-reset-link-of-the-test-long-enough';
    await t.db.insert(passwordResets).values({
      userId: customer.id,
      tokenHash: createHash('sha256').update(link).digest('hex'),
      expiresAt: new Date(Date.now() + 600_000),
    });
    const after = await endWhileARequestIsReading(customer.token, async () => {
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/user/reset-password',
        payload: { token: link, password: 'a-new-cardamom-latte' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
    });
    expect(after.statusCode).toBe(401);
  });

  it('stays ended after the account is erased', async () => {
    const customer = await signUp(t.app);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: customer.email, password: 'cardamom-latte' },
    });
    const phone = (other.json() as { token: string }).token;
    const after = await endWhileARequestIsReading(customer.token, async () => {
      const erased = await t.app.inject({
        method: 'POST',
        url: '/api/user/erase',
        payload: { password: 'cardamom-latte' },
        headers: { token: phone },
      });
      expect(erased.statusCode, erased.body).toBe(200);
    });
    expect(after.statusCode).toBe(401);
  });
});
