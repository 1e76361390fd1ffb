import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { passwordResets } from '../../db/schema';
import { testClock } from '../../test/clock';
import { holdNextAnswer } from '../../test/held-answer';
import { testDatabase, useTestApp } from '../../test/harness';
import { signUp } from '../../test/shop';

/** Two servers on one PostgreSQL database: the test app, and a second one built beside it. */
const t = useTestApp();
let second: FastifyInstance;

beforeAll(async () => {
  second = await buildApp(t.config, {
    database: await testDatabase(),
    jobs: 'manual',
    now: () => testClock.now(),
  });
  await second.ready();
});
afterAll(async () => {
  await second.close();
});

const details = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/user/details', headers: { token } });

describe('sessions ended on another server while a request of them is on its way', () => {
  it('stay ended on the server of the request once the word arrives', async () => {
    const customer = await signUp(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: customer.email, password: 'cardamom-latte' },
    });
    const phone = (login.json() as { token: string }).token;
    // The second server knows the phone's session: only the word from the first can make it forget.
    expect((await details(second, phone)).statusCode).toBe(200);

    const held = holdNextAnswer(t.db, (text) => /from "user_sessions" inner join "users"/.test(text));
    try {
      const inFlight = details(second, customer.token);
      await held.read;
      const link = 'a-reset-link-of-the-cluster-test';
      await t.db.insert(passwordResets).values({
        userId: customer.id,
        tokenHash: createHash('sha256').update(link).digest('hex'),
        expiresAt: new Date(Date.now() + 600_000),
      });
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/user/reset-password',
        payload: { token: link, password: 'a-new-cardamom-latte' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      // The word has reached the second server once it forgets the phone's session.
      const deadline = Date.now() + 1_000;
      while ((await details(second, phone)).statusCode !== 401) {
        if (Date.now() > deadline) throw new Error('the second server did not hear of the reset within a second');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      held.release();
      expect((await inFlight).statusCode).toBe(200);
    } finally {
      held.restore();
      held.release();
    }
    expect((await details(second, customer.token)).statusCode).toBe(401);
  });
});
