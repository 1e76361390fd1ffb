import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { signUp } from '../../test/shop';

const t = useTestApp({ env: { RATE_LIMIT_LOGIN_PER_EMAIL_AND_IP: '3/hour' } });

describe('erasing an account, counted like a login', () => {
  it('stops one address guessing the password after the failures a login would allow, even a right one', async () => {
    const customer = await signUp(t.app);
    const erase = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/erase',
        payload: { password },
        headers: { token: customer.token },
      });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await erase('wrong-password')).statusCode).toBe(400);
    const blocked = await erase('cardamom-latte');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      success: false,
      message: 'Too many wrong passwords. Please wait a while and try again, or reset your password.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const [user] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(user).toMatchObject({ email: customer.email, erasedAt: null });
  });
});
