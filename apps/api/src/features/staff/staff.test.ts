import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { mailOutbox, staffInvitations, staffMembers, staffSessions, stores } from '../../db/schema';
import { testDatabase, useTestApp } from '../../test/harness';
import { signUp } from '../../test/shop';
import { addMember, consoleOf, CONSOLE_ORIGIN, logIn, signedInMember, STAFF_PASSWORD } from '../../test/staff';

const t = useTestApp();

const outletIds = async () =>
  (await t.db.select({ id: stores.id }).from(stores).orderBy(stores.position)).map((s) => s.id);
const anonymous = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload, headers: { origin: CONSOLE_ORIGIN, ...headers } });

/** The one-time token of an invitation link. */
const tokenOf = (link: string) => link.split('/set-password/')[1]!;

async function owner() {
  return signedInMember(t.app, t.db, { role: 'owner', name: 'Anita Kulkarni' });
}

describe('logging in', () => {
  it('answers the member and sets an httpOnly, SameSite=Strict cookie for the staff API only', async () => {
    const [ccx] = await outletIds();
    const member = await addMember(t.db, { outlets: [ccx!], name: 'Kavya Menon' });
    const response = await anonymous('POST', '/api/staff/login', {
      email: member.email.toUpperCase(),
      password: STAFF_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      staff: { _id: member.id, name: 'Kavya Menon', email: member.email, role: 'staff', outlets: [ccx], active: true },
    });
    const cookie = response.cookies.find((c) => c.name === 'roast_staff')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/staff' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a hash of the token is kept.
    const sessions = await t.db.select().from(staffSessions);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.tokenHash).not.toContain(cookie.value);

    const me = await consoleOf(t.app, `roast_staff=${cookie.value}`).get('/api/staff/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ staff: { email: member.email } });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong password, an unknown email and a member who has not set a password, in the same words', async () => {
    const member = await addMember(t.db);
    await t.db.insert(staffMembers).values({ email: 'invited@roastcafe.in', name: 'Invited', role: 'staff' });
    for (const attempt of [
      { email: member.email, password: 'not-the-password' },
      { email: 'nobody@roastcafe.in', password: STAFF_PASSWORD },
      { email: 'invited@roastcafe.in', password: STAFF_PASSWORD },
    ]) {
      const response = await anonymous('POST', '/api/staff/login', attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'That email and password do not match a console account.',
      });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('opens no staff call to a customer’s token, a made-up cookie or no cookie at all', async () => {
    const customer = await signUp(t.app);
    const [ccx] = await outletIds();
    for (const url of ['/api/staff/me', `/api/staff/orders?outlet=${ccx}`, '/api/staff/members']) {
      for (const headers of [
        { token: customer.token },
        { authorization: `Bearer ${customer.token}` },
        { cookie: `roast_staff=${'x'.repeat(43)}` },
        {},
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, `${url} with ${Object.keys(headers).join()}`).toBe(401);
        expect(response.json()).toMatchObject({ success: false, message: 'Please log in to the console.' });
      }
    }
  });

  it('ends the session on the server at logout: the copied cookie stops working', async () => {
    const { cookie, console } = await signedInMember(t.app, t.db);
    const elsewhere = await logIn(t.app, (await t.db.select().from(staffMembers))[0]!.email);
    const out = await console.post('/api/staff/logout');
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'roast_staff')).toMatchObject({ value: '', maxAge: 0 });
    expect((await consoleOf(t.app, cookie).get('/api/staff/me')).statusCode).toBe(401);
    // Another device's session goes on.
    expect((await consoleOf(t.app, elsewhere).get('/api/staff/me')).statusCode).toBe(200);
  });

  it('asks for the password again after twelve idle hours', async () => {
    const { console } = await signedInMember(t.app, t.db);
    await t.db.update(staffSessions).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await console.get('/api/staff/me')).statusCode).toBe(401);
  });

  it('keeps a busy console signed in by pushing the idle limit on', async () => {
    const { console } = await signedInMember(t.app, t.db);
    await t.db.update(staffSessions).set({ expiresAt: sql`now() + interval '2 hours'` });
    expect((await console.get('/api/staff/me')).statusCode).toBe(200);
    const [session] = await t.db.select().from(staffSessions);
    expect(session!.expiresAt.getTime() - Date.now()).toBeGreaterThan(11 * 3_600_000);
  });
});

describe('writes come only from the console’s own pages', () => {
  it('refuses a login, a logout and an invitation without the store’s Origin, whatever the cookie', async () => {
    const member = await addMember(t.db, { role: 'owner' });
    const cookie = await logIn(t.app, member.email);
    const writes = [
      { method: 'POST' as const, url: '/api/staff/login', payload: { email: member.email, password: STAFF_PASSWORD } },
      { method: 'POST' as const, url: '/api/staff/logout', payload: {} },
      {
        method: 'POST' as const,
        url: '/api/staff/invitations',
        payload: { email: 'x@roastcafe.in', name: 'X', role: 'owner' },
      },
      { method: 'PATCH' as const, url: `/api/staff/members/${member.id}`, payload: { active: false } },
    ];
    for (const write of writes) {
      for (const origin of [undefined, 'https://evil.example', 'http://localhost:3001', 'null']) {
        const response = await t.app.inject({
          ...write,
          headers: { cookie, ...(origin ? { origin } : {}) },
        });
        expect(response.statusCode, `${write.url} from ${origin}`).toBe(403);
      }
    }
    // Nothing happened: still active, still signed in, nobody invited.
    expect((await consoleOf(t.app, cookie).get('/api/staff/me')).json()).toMatchObject({ staff: { active: true } });
    expect(await t.db.select().from(staffMembers)).toHaveLength(1);
  });

  it('says where to open the console when it is opened at this machine under another name', async () => {
    const member = await addMember(t.db);
    for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/staff/login',
        payload: { email: member.email, password: STAFF_PASSWORD },
        headers: { origin },
      });
      expect(login.statusCode, origin).toBe(403);
      expect(login.json()).toMatchObject({
        code: 'staff_origin_other_name',
        message: `This console is set up at ${CONSOLE_ORIGIN}. Open it at that address to log in and make changes: the browser keeps a login for one address only.`,
      });
    }
    // Another port is another site, not this console by another name.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: member.email, password: STAFF_PASSWORD },
      headers: { origin: 'http://127.0.0.1:3001' },
    });
    expect(elsewhere.json()).toMatchObject({ code: 'staff_origin_refused' });
  });
});

describe('invitations', () => {
  it('invites a colleague by mail with a one-time link that sets their password', async () => {
    const boss = await owner();
    const [ccx, sevenDays] = await outletIds();
    const sent = await boss.console.post('/api/staff/invitations', {
      email: 'Ravi.Shankar@RoastCafe.in',
      name: 'Ravi Shankar',
      role: 'staff',
      outlets: [ccx, sevenDays],
    });
    expect(sent.statusCode).toBe(201);
    const body = sent.json() as {
      data: { _id: string; passwordSet: boolean; outlets: string[]; email: string };
      link: string;
    };
    expect(body.data).toMatchObject({
      email: 'ravi.shankar@roastcafe.in',
      passwordSet: false,
      outlets: [ccx, sevenDays],
    });
    expect(body.link).toMatch(/^http:\/\/localhost:3000\/staff\/set-password\/[A-Za-z0-9_-]{43}$/);

    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'ravi.shankar@roastcafe.in'));
    expect(mail).toMatchObject({ kind: 'staff-invitation', subject: 'Your invitation to the Roast console' });
    expect(mail!.text).toContain(body.link);
    expect(mail!.text).toContain('Anita Kulkarni has invited you');
    // Only a hash of the link's token is stored.
    const [invitation] = await t.db.select().from(staffInvitations);
    expect(invitation!.tokenHash).not.toContain(tokenOf(body.link));

    // No password yet: no login.
    expect(
      (
        await anonymous('POST', '/api/staff/login', {
          email: 'ravi.shankar@roastcafe.in',
          password: 'filter-coffee-2026',
        })
      ).statusCode,
    ).toBe(401);
    const set = await anonymous('POST', `/api/staff/set-password/${tokenOf(body.link)}`, {
      password: 'filter-coffee-2026',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ success: true, email: 'ravi.shankar@roastcafe.in' });
    const cookie = await logIn(t.app, 'ravi.shankar@roastcafe.in', 'filter-coffee-2026');
    const outlets = await consoleOf(t.app, cookie).get('/api/staff/outlets');
    expect((outlets.json() as { data: { _id: string }[] }).data.map((o) => o._id)).toEqual([ccx, sevenDays]);

    const again = await anonymous('POST', `/api/staff/set-password/${tokenOf(body.link)}`, {
      password: 'another-password-1',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      success: false,
      message: 'This link has expired or was already used. Ask the owner for a new one.',
    });
  });

  it('refuses a link after 72 hours, and a new link stops the old one working', async () => {
    const boss = await owner();
    const sent = (
      await boss.console.post('/api/staff/invitations', { email: 'late@roastcafe.in', name: 'Late', role: 'owner' })
    ).json() as {
      data: { _id: string };
      link: string;
    };
    await t.db.update(staffInvitations).set({ expiresAt: sql`now() - interval '1 minute'` });
    expect(
      (await anonymous('POST', `/api/staff/set-password/${tokenOf(sent.link)}`, { password: 'long-enough-pass' }))
        .statusCode,
    ).toBe(400);

    const first = (await boss.console.post(`/api/staff/members/${sent.data._id}/link`)).json() as { link: string };
    const second = (await boss.console.post(`/api/staff/members/${sent.data._id}/link`)).json() as { link: string };
    expect(
      (await anonymous('POST', `/api/staff/set-password/${tokenOf(first.link)}`, { password: 'long-enough-pass' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await anonymous('POST', `/api/staff/set-password/${tokenOf(second.link)}`, { password: 'long-enough-pass' }))
        .statusCode,
    ).toBe(200);
  });

  it('checks the invitation: a staff member needs an outlet that exists, a password 12 characters long', async () => {
    const boss = await owner();
    const cases: [object, string][] = [
      [
        { email: 'a@roastcafe.in', name: 'A', role: 'staff', outlets: [] },
        'Choose at least one outlet for a member of staff.',
      ],
      [
        { email: 'a@roastcafe.in', name: 'A', role: 'staff', outlets: [randomUUID()] },
        'One of the outlets does not exist.',
      ],
      [{ email: 'not-an-email', name: 'A', role: 'owner' }, 'Enter a valid email address, like name@example.com.'],
      [{ email: 'a@roastcafe.in', name: 'A', role: 'manager' }, "The role is 'owner' or 'staff'."],
      [{ email: 'a@roastcafe.in', name: 'A\r\nBcc: x@y.z', role: 'owner' }, 'A name cannot span several lines.'],
    ];
    for (const [payload, message] of cases) {
      const response = await boss.console.post('/api/staff/invitations', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    const sent = (
      await boss.console.post('/api/staff/invitations', { email: 'b@roastcafe.in', name: 'B', role: 'owner' })
    ).json() as { link: string };
    const short = await anonymous('POST', `/api/staff/set-password/${tokenOf(sent.link)}`, { password: 'short-pass' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      success: false,
      code: 'staff_password_too_short',
      message: 'Use at least 12 characters for a staff password.',
      field: 'password',
    });
    expect(await t.db.select().from(staffMembers)).toHaveLength(2);
  });

  it('refuses to invite an email that is already a member', async () => {
    const boss = await owner();
    const member = await addMember(t.db);
    const response = await boss.console.post('/api/staff/invitations', {
      email: member.email,
      name: 'Again',
      role: 'owner',
    });
    expect(response.statusCode).toBe(409);
    expect(await t.db.select().from(staffMembers)).toHaveLength(2);
  });

  it('lets only an owner see and change the member list', async () => {
    const [ccx] = await outletIds();
    const { console, member } = await signedInMember(t.app, t.db, { outlets: [ccx!] });
    const owner = await addMember(t.db, { role: 'owner' });
    const attempts = [
      console.get('/api/staff/members'),
      console.post('/api/staff/invitations', { email: 'friend@roastcafe.in', name: 'Friend', role: 'owner' }),
      console.patch(`/api/staff/members/${member.id}`, { role: 'owner' }),
      console.patch(`/api/staff/members/${owner.id}`, { active: false }),
      console.post(`/api/staff/members/${owner.id}/link`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, message: 'Only an owner can do this.' });
    }
    const rows = await t.db.select().from(staffMembers);
    expect(rows.find((r) => r.id === member.id)!.role).toBe('staff');
    expect(rows.find((r) => r.id === owner.id)!.active).toBe(true);
    expect(await t.db.select().from(staffInvitations)).toHaveLength(0);
  });
});

describe('the member list', () => {
  it('lists every member with their outlets (an owner has them all) and whether they have set a password', async () => {
    const boss = await owner();
    const [ccx, , capital] = await outletIds();
    await addMember(t.db, { outlets: [capital!, ccx!], name: 'Zoya' });
    await t.db.insert(staffMembers).values({ email: 'pending@roastcafe.in', name: 'Pending', role: 'staff' });
    const list = (await boss.console.get('/api/staff/members')).json() as {
      data: { name: string; role: string; outlets: string[]; passwordSet: boolean }[];
    };
    const byName = Object.fromEntries(list.data.map((m) => [m.name, m]));
    expect(byName['Anita Kulkarni']).toMatchObject({ role: 'owner', outlets: await outletIds(), passwordSet: true });
    expect(byName.Zoya).toMatchObject({ role: 'staff', outlets: [ccx, capital], passwordSet: true });
    expect(byName.Pending).toMatchObject({ passwordSet: false, outlets: [] });
  });

  it('changes a member’s outlets and role, and their next call sees the change', async () => {
    const boss = await owner();
    const [ccx, sevenDays] = await outletIds();
    const { console, member } = await signedInMember(t.app, t.db, { outlets: [ccx!] });
    const moved = await boss.console.patch(`/api/staff/members/${member.id}`, { outlets: [sevenDays] });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ data: { outlets: [sevenDays] } });
    expect((await console.get(`/api/staff/orders?outlet=${ccx}`)).statusCode).toBe(403);
    expect((await console.get(`/api/staff/orders?outlet=${sevenDays}`)).statusCode).toBe(200);

    const promoted = await boss.console.patch(`/api/staff/members/${member.id}`, { role: 'owner' });
    expect(promoted.json()).toMatchObject({ data: { role: 'owner', outlets: await outletIds() } });
    expect((await console.get('/api/staff/members')).statusCode).toBe(200);

    // Back to staff, they need outlets again.
    const noOutlets = await boss.console.patch(`/api/staff/members/${member.id}`, { role: 'staff' });
    expect(noOutlets.statusCode).toBe(400);
    expect(noOutlets.json()).toMatchObject({
      success: false,
      message: 'Choose at least one outlet for a member of staff.',
      field: 'outlets',
    });
  });

  it('switches a member off: their sessions end at once and they cannot log in', async () => {
    const boss = await owner();
    const [ccx] = await outletIds();
    const { console, member } = await signedInMember(t.app, t.db, { outlets: [ccx!] });
    const off = await boss.console.patch(`/api/staff/members/${member.id}`, { active: false });
    expect(off.json()).toMatchObject({ data: { active: false } });
    expect((await console.get('/api/staff/me')).statusCode).toBe(401);
    expect(
      (await anonymous('POST', '/api/staff/login', { email: member.email, password: STAFF_PASSWORD })).statusCode,
    ).toBe(401);
    expect((await boss.console.post(`/api/staff/members/${member.id}/link`)).statusCode).toBe(409);

    await boss.console.patch(`/api/staff/members/${member.id}`, { active: true });
    expect(
      (await anonymous('POST', '/api/staff/login', { email: member.email, password: STAFF_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('always keeps an active owner', async () => {
    const boss = await owner();
    const ownerId = (await t.db.select().from(staffMembers))[0]!.id;
    for (const patch of [{ active: false }, { role: 'staff', outlets: (await outletIds()).slice(0, 1) }]) {
      const response = await boss.console.patch(`/api/staff/members/${ownerId}`, patch);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'The store needs at least one active owner. Make someone else an owner first.',
      });
    }
    const second = await addMember(t.db, { role: 'owner' });
    expect((await boss.console.patch(`/api/staff/members/${ownerId}`, { active: false })).statusCode).toBe(200);
    expect(
      (
        await consoleOf(t.app, await logIn(t.app, second.email)).patch(`/api/staff/members/${second.id}`, {
          active: false,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('lets only one of two owners switching each other off at once win', async () => {
    const first = await signedInMember(t.app, t.db, { role: 'owner' });
    const second = await signedInMember(t.app, t.db, { role: 'owner' });
    const results = await Promise.all([
      first.console.patch(`/api/staff/members/${second.member.id}`, { active: false }),
      second.console.patch(`/api/staff/members/${first.member.id}`, { active: false }),
    ]);
    const statuses = results.map((r) => r.statusCode);
    // Each is 200 or 409 (or 401 once the other has switched its author off), and one owner stays on.
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const active = await t.db.select().from(staffMembers).where(eq(staffMembers.active, true));
    expect(active).toHaveLength(1);
  });

  it('answers 404 for a member who does not exist and 400 for a patch that changes nothing', async () => {
    const boss = await owner();
    expect((await boss.console.patch(`/api/staff/members/${randomUUID()}`, { active: true })).statusCode).toBe(404);
    const empty = await boss.console.patch(`/api/staff/members/${randomUUID()}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, message: 'Say what to change.' });
  });
});

describe('changing one’s password', () => {
  it('needs the current password, ends every other session, keeps this device signed in and mails the member', async () => {
    const { console, member } = await signedInMember(t.app, t.db);
    const other = consoleOf(t.app, await logIn(t.app, member.email));
    const wrong = await console.post('/api/staff/password', {
      currentPassword: 'guess-guess-guess',
      password: 'a-brand-new-password',
    });
    expect(wrong.statusCode).toBe(400);
    const changed = await console.post('/api/staff/password', {
      currentPassword: STAFF_PASSWORD,
      password: 'a-brand-new-password',
    });
    expect(changed.statusCode).toBe(200);
    const renewed = changed.cookies.find((c) => c.name === 'roast_staff')!;
    expect((await consoleOf(t.app, `roast_staff=${renewed.value}`).get('/api/staff/me')).statusCode).toBe(200);
    expect((await console.get('/api/staff/me')).statusCode).toBe(401);
    expect((await other.get('/api/staff/me')).statusCode).toBe(401);
    expect(
      (await anonymous('POST', '/api/staff/login', { email: member.email, password: 'a-brand-new-password' }))
        .statusCode,
    ).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, member.email));
    expect(mail).toMatchObject({ kind: 'staff-password-changed' });
  });

  it('ends every session of a member who sets a password from a new link', async () => {
    const boss = await owner();
    const { console, member } = await signedInMember(t.app, t.db, { role: 'owner' });
    const { link } = (await boss.console.post(`/api/staff/members/${member.id}/link`)).json() as { link: string };
    await anonymous('POST', `/api/staff/set-password/${tokenOf(link)}`, { password: 'forgot-it-so-new-one' });
    expect((await console.get('/api/staff/me')).statusCode).toBe(401);
  });
});

describe('the first owner', () => {
  it('is made from OWNER_EMAIL and OWNER_PASSWORD when no member has that email, and never changed afterwards', async () => {
    const database = await testDatabase();
    const build = (password: string) =>
      buildApp({ ...t.config, firstOwner: { email: 'founder@roastcafe.in', password } }, { database, jobs: 'manual' });
    const first = await build('first-owner-password');
    await first.close();
    const [founder] = await t.db.select().from(staffMembers).where(eq(staffMembers.email, 'founder@roastcafe.in'));
    expect(founder).toMatchObject({ role: 'owner', active: true });
    await logIn(t.app, 'founder@roastcafe.in', 'first-owner-password');

    // The owner changed nothing, yet the next start with another password leaves the account alone.
    const second = await build('another-password-entirely');
    await second.close();
    await logIn(t.app, 'founder@roastcafe.in', 'first-owner-password');
    expect(await t.db.select().from(staffMembers)).toHaveLength(1);
  });
});

describe.each([
  ['memory', {}],
  ['redis', { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' }],
] as const)('login limits (%s store)', (_store, storeEnv) => {
  const limited = useTestApp({
    env: { ...storeEnv, RATE_LIMIT_STAFF_LOGIN_PER_EMAIL: '3/min', RATE_LIMIT_STAFF_LOGIN_PER_IP: '8/min' },
  });

  it('lets only the email’s limit, and the address’s one try, of a burst of 8 wrong passwords reach the password check', async () => {
    const member = await addMember(limited.db);
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    // As many as the address's own limit (8 a minute) lets through: only the email's count and the
    // address's one try decide.
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/staff/login',
          payload: { email: member.email, password: `wrong-${i}` },
          headers: { origin: CONSOLE_ORIGIN },
          remoteAddress: ip,
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const blocked = results.find((r) => r.statusCode === 429)!;
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits one address across emails', async () => {
    const ip = `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const results = [];
    for (let i = 0; i < 10; i += 1) {
      results.push(
        (
          await limited.app.inject({
            method: 'POST',
            url: '/api/staff/login',
            payload: { email: `someone-${randomUUID()}@roastcafe.in`, password: 'whatever-it-is' },
            headers: { origin: CONSOLE_ORIGIN },
            remoteAddress: ip,
          })
        ).statusCode,
      );
    }
    expect(results.filter((s) => s === 401)).toHaveLength(8);
    expect(results.slice(8)).toEqual([429, 429]);
  });
});

describe('guessing the current password with a stolen session', () => {
  const limited = useTestApp({ env: { RATE_LIMIT_STAFF_LOGIN_PER_EMAIL_AND_IP: '3/hour' } });

  it('is limited like a login: after 3 wrong ones from an address even the right one is refused there, and the member still logs in elsewhere', async () => {
    const { cookie, member } = await signedInMember(limited.app, limited.db);
    const thief = `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const change = (currentPassword: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/staff/password',
        payload: { currentPassword, password: 'a-brand-new-password' },
        headers: { cookie, origin: CONSOLE_ORIGIN },
        remoteAddress: thief,
      });
    for (let guess = 0; guess < 3; guess += 1) {
      const wrong = await change(`guess-${guess}-of-the-thief`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        success: false,
        code: 'current_password_wrong',
        message: 'That is not your current password.',
        field: 'currentPassword',
      });
    }
    const stopped = await change(STAFF_PASSWORD);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({
      success: false,
      code: 'current_password_too_many',
      message: 'Too many wrong passwords. Please try again in 60 minutes.',
      field: 'currentPassword',
    });
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(60);
    // The same count as a login's: the thief's address cannot log in to the account either.
    const login = await limited.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: member.email, password: STAFF_PASSWORD },
      headers: { origin: CONSOLE_ORIGIN },
      remoteAddress: thief,
    });
    expect(login.statusCode).toBe(429);
    const [password] = await limited.db
      .select({ hash: staffMembers.passwordHash })
      .from(staffMembers)
      .where(eq(staffMembers.id, member.id));
    expect(password!.hash).toBe(member.passwordHash);
    await logIn(limited.app, member.email);
  });
});
