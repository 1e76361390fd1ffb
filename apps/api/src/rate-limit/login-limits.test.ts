import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../config';
import type { Database } from '../db/client';
import { useTestApp } from '../test/harness';
import { addMember, CONSOLE_ORIGIN } from '../test/staff';

/** A customer or a member of staff: how one is made and how they log in. */
interface Kind {
  name: string;
  limits: { perAccount: string; perAccountAndAddress: string; perAddress: string };
  account(app: FastifyInstance, db: Database): Promise<{ email: string; password: string }>;
  login(app: FastifyInstance, email: string, password: string, from: string): Promise<LightMyRequestResponse>;
  /** What a person locked out by strangers' wrong passwords is told. */
  accountLocked: string;
  /** The end of what an address that failed too often is told. */
  addressLocked: RegExp;
}

const customers: Kind = {
  name: 'customers (POST /api/user/login)',
  limits: {
    perAccount: 'RATE_LIMIT_LOGIN_PER_EMAIL',
    perAccountAndAddress: 'RATE_LIMIT_LOGIN_PER_EMAIL_AND_IP',
    perAddress: 'RATE_LIMIT_LOGIN_PER_IP',
  },
  async account(app) {
    const account = { email: `asha-${randomUUID()}@example.com`, password: 'cardamom-latte' };
    const made = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'Asha Rao', phone: '9876543210', ...account },
    });
    expect(made.statusCode, made.body).toBe(201);
    return account;
  },
  login: (app, email, password, from) =>
    app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress: from }),
  accountLocked: 'Too many attempts to log in. Please wait a minute and try again.',
  addressLocked:
    /^Too many wrong passwords from your network\. Please try again in \d+ minutes, or reset your password\.$/,
};

const staff: Kind = {
  name: 'staff (POST /api/staff/login)',
  limits: {
    perAccount: 'RATE_LIMIT_STAFF_LOGIN_PER_EMAIL',
    perAccountAndAddress: 'RATE_LIMIT_STAFF_LOGIN_PER_EMAIL_AND_IP',
    perAddress: 'RATE_LIMIT_STAFF_LOGIN_PER_IP',
  },
  async account(_app, db) {
    const member = await addMember(db, { role: 'owner' });
    return { email: member.email, password: member.password };
  },
  login: (app, email, password, from) =>
    app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email, password },
      headers: { origin: CONSOLE_ORIGIN },
      remoteAddress: from,
    }),
  accountLocked: 'Too many attempts to log in. Please wait a minute and try again.',
  addressLocked:
    /^Too many wrong passwords from your network\. Please try again in \d+ minutes, or ask the owner for a new link\.$/,
};

/** The app's own store (in memory on PGlite, in PostgreSQL on PostgreSQL), and Redis. */
const STORES = [
  ['own', {}],
  ['redis', { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' }],
] as const;

/** An address no test has used: each test's counters are its own. */
const freshAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** The account's short window, in seconds: short here so a test can wait it out. */
const ACCOUNT_WINDOW_S = 3;

/** Wrong passwords for the account at once (40, or as many as asked), each from an address of its own. */
async function strangersGuess(kind: Kind, app: FastifyInstance, email: string, count = 40) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, guess) => kind.login(app, email, `wrong-guess-${guess}`, freshAddress())),
  );
  return answers.map((answer) => answer.statusCode);
}

describe.each([customers, staff])('login limits of $name', (kind) => {
  describe.each(STORES)('(%s store)', (_store, storeEnv) => {
    const t = useTestApp({
      env: {
        ...storeEnv,
        [kind.limits.perAccount]: `5/${ACCOUNT_WINDOW_S}s`,
        [kind.limits.perAccountAndAddress]: '3/hour',
        [kind.limits.perAddress]: '6/hour',
      },
    });

    it('lets the right password in at once from a fresh address, after 40 wrong passwords from 40 other addresses and while more keep coming', async () => {
      const { email, password } = await kind.account(t.app, t.db);
      // The first of them use up the account's short limit; each further address gets its one try.
      const codes = await strangersGuess(kind, t.app, email);
      expect(codes.filter((code) => code === 401)).toHaveLength(40);
      const [again, back] = await Promise.all([
        strangersGuess(kind, t.app, email),
        kind.login(t.app, email, password, freshAddress()),
      ]);
      expect(again.every((code) => code === 401)).toBe(true);
      expect(back.statusCode, back.body).toBe(200);
    });

    it('keeps an address that has had its try waiting out the account’s short window, and no longer, while strangers keep guessing', async () => {
      const { email, password } = await kind.account(t.app, t.db);
      await strangersGuess(kind, t.app, email);
      // The owner mistypes once from their phone: that was the address's try for this window.
      const phone = freshAddress();
      expect((await kind.login(t.app, email, 'cardamom-late', phone)).statusCode).toBe(401);
      const waiting = await kind.login(t.app, email, password, phone);
      expect(waiting.statusCode).toBe(429);
      expect(waiting.json()).toMatchObject({ success: false, message: kind.accountLocked });
      const wait = Number(waiting.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(ACCOUNT_WINDOW_S);
      // Retrying during the wait does not make it longer.
      for (let retry = 0; retry < 5; retry += 1) {
        const refused = await kind.login(t.app, email, password, phone);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(wait);
      }

      await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100));
      // A new window, which strangers fill again at once: the phone still gets its try, and is in.
      await strangersGuess(kind, t.app, email);
      const back = await kind.login(t.app, email, password, phone);
      expect(back.statusCode, back.body).toBe(200);
    });

    it('lets the right password in at once from an address the account has logged in from, even after a wrong one there', async () => {
      const { email, password } = await kind.account(t.app, t.db);
      const usual = freshAddress();
      expect((await kind.login(t.app, email, password, usual)).statusCode).toBe(200);
      await strangersGuess(kind, t.app, email);
      expect((await kind.login(t.app, email, 'cardamom-late', usual)).statusCode).toBe(401);
      const atTheUsualPlace = await kind.login(t.app, email, password, usual);
      expect(atTheUsualPlace.statusCode, atTheUsualPlace.body).toBe(200);
    });

    it('stops one address guessing one account, even with the right password, and not the account’s owner elsewhere', async () => {
      const { email, password } = await kind.account(t.app, t.db);
      const guesser = freshAddress();
      for (let guess = 0; guess < 3; guess += 1) {
        expect((await kind.login(t.app, email, `wrong-${guess}`, guesser)).statusCode).toBe(401);
      }
      const stopped = await kind.login(t.app, email, password, guesser);
      expect(stopped.statusCode).toBe(429);
      expect((stopped.json() as { message: string }).message).toMatch(kind.addressLocked);
      // The address waits out its own window (an hour here), not the account's minute.
      expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(ACCOUNT_WINDOW_S);
      const owner = await kind.login(t.app, email, password, freshAddress());
      expect(owner.statusCode, owner.body).toBe(200);
    });

    it('stops one address guessing across accounts', async () => {
      const guesser = freshAddress();
      for (let guess = 0; guess < 6; guess += 1) {
        const answer = await kind.login(t.app, `nobody-${randomUUID()}@example.com`, 'wrong-password', guesser);
        expect(answer.statusCode).toBe(401);
      }
      const stopped = await kind.login(t.app, `nobody-${randomUUID()}@example.com`, 'wrong-password', guesser);
      expect(stopped.statusCode).toBe(429);
      expect((stopped.json() as { message: string }).message).toMatch(kind.addressLocked);
    });

    it('does not count refused attempts against the address', async () => {
      const { email } = await kind.account(t.app, t.db);
      const guesser = freshAddress();
      for (let guess = 0; guess < 3; guess += 1) {
        expect((await kind.login(t.app, email, `wrong-${guess}`, guesser)).statusCode).toBe(401);
      }
      // Twenty more at the same account are refused: had they counted, the address (6 an hour)
      // would now be stopped for every account.
      for (let guess = 0; guess < 20; guess += 1) {
        expect((await kind.login(t.app, email, `refused-${guess}`, guesser)).statusCode).toBe(429);
      }
      for (let guess = 0; guess < 3; guess += 1) {
        const answer = await kind.login(t.app, `nobody-${randomUUID()}@example.com`, 'wrong-password', guesser);
        expect(answer.statusCode).toBe(401);
      }
    });
  });

  describe('with the limits the store runs with', () => {
    const defaults = Object.fromEntries(
      Object.values(RATE_LIMITS)
        .filter(([variable]) => Object.values(kind.limits).includes(variable))
        .map(([variable, fallback]) => [variable, fallback]),
    );
    const t = useTestApp({ env: defaults });

    it('lets the right password in from a fresh address at once after 100 wrong passwords from other addresses, and holds an address that had its try a minute at most', async () => {
      expect(Object.keys(defaults)).toHaveLength(3);
      const { email, password } = await kind.account(t.app, t.db);
      await strangersGuess(kind, t.app, email, 100);
      const fresh = await kind.login(t.app, email, password, freshAddress());
      expect(fresh.statusCode, fresh.body).toBe(200);
      const phone = freshAddress();
      await strangersGuess(kind, t.app, email);
      expect((await kind.login(t.app, email, 'cardamom-late', phone)).statusCode).toBe(401);
      const waiting = await kind.login(t.app, email, password, phone);
      expect(waiting.statusCode).toBe(429);
      expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(60);
    });
  });
});
