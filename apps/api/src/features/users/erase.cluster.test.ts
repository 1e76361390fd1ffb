import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { testClock } from '../../test/clock';
import { testDatabase, useTestApp } from '../../test/harness';
import { signUp } from '../../test/shop';

/** Two servers on one PostgreSQL database: the test app, and a second one built beside it. */
const t = useTestApp();
let second: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await testDatabase();
  second = await buildApp(t.config, { database, jobs: 'manual', now: () => testClock.now() });
  await second.ready();
});
afterAll(async () => {
  await second.close();
});

describe('erasing an account with two servers', () => {
  it('refuses the token on the other server within a second, though that server knew it', async () => {
    const customer = await signUp(t.app);
    const details = () =>
      second.inject({ method: 'GET', url: '/api/user/details', headers: { token: customer.token } });
    expect((await details()).statusCode).toBe(200);
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/user/erase',
      payload: { password: 'cardamom-latte' },
      headers: { token: customer.token },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const started = Date.now();
    for (;;) {
      if ((await details()).statusCode === 401) break;
      if (Date.now() - started > 1_000) throw new Error('the other server still took the token after a second');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
