import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

const limits = {
  RATE_LIMIT_LOGIN_PER_EMAIL: '3/min',
  RATE_LIMIT_LOGIN_PER_IP: '5/min',
  RATE_LIMIT_REGISTER_PER_IP: '2/min',
  RATE_LIMIT_FORGOT_PER_EMAIL: '2/hour',
  RATE_LIMIT_FORGOT_PER_IP: '4/hour',
};

/** The app's own store (in memory on PGlite, in PostgreSQL on PostgreSQL), and Redis. */
const STORES = [
  ['own', {}],
  ['redis', { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' }],
] as const;

const randomIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** The same rules with counters in this process and in Redis. */
describe.each(STORES)('rate limits (%s store)', (_store, storeEnv) => {
  const t = useTestApp({ env: { ...limits, ...storeEnv } });
  // Each test comes from its own address, so the per-address counters of one never meet another.
  let ip = '';
  const user = () => ({
    name: 'Ravi',
    phone: '9876543210',
    email: `ravi-${randomUUID()}@example.com`,
    password: 'masala-chai-1',
  });
  const post = (url: string, payload: Record<string, unknown>, from = ip) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: from });

  const freshIp = () => {
    ip = randomIp();
    return ip;
  };

  it('after 3 failures a minute, keeps an address that has had its try waiting, and lets a fresh one try', async () => {
    freshIp();
    const ravi = user();
    await post('/api/user/register', ravi, freshIp());
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await post('/api/user/login', { email: ravi.email, password: 'wrong-password' }, freshIp())).statusCode,
      ).toBe(401);
    }
    // The account has had its 3: this address gets one try of its own, and then waits the minute out.
    const phone = freshIp();
    expect((await post('/api/user/login', { email: ravi.email, password: 'wrong-password' }, phone)).statusCode).toBe(
      401,
    );
    const blocked = await post('/api/user/login', { email: ravi.email, password: ravi.password }, phone);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      success: false,
      message: 'Too many attempts to log in. Please wait a minute and try again.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    const elsewhere = await post('/api/user/login', { email: ravi.email, password: ravi.password }, freshIp());
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('lets only the account’s limit and the address’s one try of a burst from one address reach the password check', async () => {
    const ravi = user();
    await post('/api/user/register', ravi, freshIp());
    const guesser = freshIp();
    // As many as the address's own limit (5 a minute) lets through, so only the account's count and
    // the address's one try decide.
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, guess) =>
        post('/api/user/login', { email: ravi.email, password: `guess-${guess}` }, guesser),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    // Each refused attempt is taken back, so the counts settle at the failures.
    const checked = codes.filter((code) => code === 401).length;
    expect(checked).toBe(4);
    expect(codes.filter((code) => code === 429)).toHaveLength(5 - checked);
  });

  it('stops failed logins from one address across many emails at the higher bound', async () => {
    freshIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await post('/api/user/login', {
        email: `guess-${attempt}-${randomUUID()}@example.com`,
        password: 'wrong-password',
      });
      expect(response.statusCode).toBe(401);
    }
    expect(
      (await post('/api/user/login', { email: `guess-9-${randomUUID()}@example.com`, password: 'wrong-password' }))
        .statusCode,
    ).toBe(429);
  });

  it('lets a successful login through and does not count it', async () => {
    freshIp();
    const ravi = user();
    await post('/api/user/register', ravi);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await post('/api/user/login', { email: ravi.email, password: ravi.password })).statusCode).toBe(200);
    }
  });

  it('holds the sign-up and reset-link limits under a burst', async () => {
    freshIp();
    const signUps = await Promise.all(Array.from({ length: 20 }, () => post('/api/user/register', user())));
    expect(signUps.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
    expect(signUps.filter((answer) => answer.statusCode === 429)).toHaveLength(18);
    const email = `someone-${randomUUID()}@example.com`;
    const links = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/user/forgot-password', { email }, freshIp())),
    );
    expect(links.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
  });

  it('limits sign-ups from one address', async () => {
    freshIp();
    expect((await post('/api/user/register', user())).statusCode).toBe(201);
    expect((await post('/api/user/register', user())).statusCode).toBe(201);
    const third = await post('/api/user/register', user());
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ success: false, message: expect.stringContaining('Too many sign-ups') });
  });

  it('limits reset links per email, for known and unknown emails alike', async () => {
    const email = `someone-${randomUUID()}@example.com`;
    expect((await post('/api/user/forgot-password', { email }, freshIp())).statusCode).toBe(200);
    expect((await post('/api/user/forgot-password', { email }, freshIp())).statusCode).toBe(200);
    const third = await post('/api/user/forgot-password', { email }, freshIp());
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ success: false, message: expect.stringContaining('several reset links') });
  });
});
