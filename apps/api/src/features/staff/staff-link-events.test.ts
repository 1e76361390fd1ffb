import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOneTimeLinks } from '../../auth/one-time-links';
import { changeEvents, mailOutbox, staffInvitations } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { eventsAndJobs, runAgain, tablesHolding } from '../../test/secrets';
import { CONSOLE_ORIGIN, signedInMember } from '../../test/staff';

const t = useTestApp();

const tokenOf = (link: string) => link.split('/set-password/')[1]!;
const setPassword = (token: string, password = 'filter-coffee-2026') =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/set-password/${token}`,
    payload: { password },
    headers: { origin: CONSOLE_ORIGIN },
  });
const mailTo = async (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

async function inviteAs(email: string) {
  const boss = await signedInMember(t.app, t.db, { role: 'owner', name: 'Anita Kulkarni' });
  const sent = await boss.console.post('/api/staff/invitations', { email, name: 'Ravi Shankar', role: 'owner' });
  expect(sent.statusCode, sent.body).toBe(201);
  const { data, link } = sent.json() as { data: { _id: string }; link: string };
  return { boss, memberId: data._id, link };
}

/** No event and no job holds the token; of every table, only the mail itself does. */
async function expectKeptOnlyInTheMail(token: string) {
  const { events, jobs } = await eventsAndJobs(t.db);
  expect(events.length).toBeGreaterThan(0);
  expect(jobs.length).toBeGreaterThan(0);
  expect(events.filter((json) => json.includes(token))).toEqual([]);
  expect(jobs.filter((json) => json.includes(token))).toEqual([]);
  expect(await tablesHolding(t.db, token)).toEqual(['mail_outbox']);
}

describe('a set-password link', () => {
  it('of an invitation is one event of ids; no event or job holds it; the mailed link is the one shown, and works once', async () => {
    const { memberId, link } = await inviteAs('ravi@roastcafe.in');
    const [invitation] = await t.db.select().from(staffInvitations);
    const announced = await t.db.select().from(changeEvents).where(eq(changeEvents.type, 'staff.invited'));
    expect(announced.map((event) => event.payload)).toEqual([{ invitationId: invitation!.id, staffId: memberId }]);

    const [mail] = await mailTo('ravi@roastcafe.in');
    expect(mail).toMatchObject({ kind: 'staff-invitation' });
    expect(mail!.text).toContain(link);
    expect(mail!.text).toContain('Anita Kulkarni has invited you');
    await expectKeptOnlyInTheMail(tokenOf(link));

    expect((await setPassword(tokenOf(link))).statusCode).toBe(200);
    expect((await setPassword(tokenOf(link), 'another-password-1')).statusCode).toBe(400);
  });

  it('sent again by the owner is announced the same way, and mailed as a new link once the member has a password', async () => {
    const { boss, memberId, link } = await inviteAs('ravi@roastcafe.in');
    expect((await setPassword(tokenOf(link))).statusCode).toBe(200);
    const again = await boss.console.post(`/api/staff/members/${memberId}/link`);
    expect(again.statusCode, again.body).toBe(200);
    const fresh = (again.json() as { link: string }).link;

    const announced = await t.db.select().from(changeEvents).where(eq(changeEvents.type, 'staff.invited'));
    expect(announced).toHaveLength(2);
    const mails = await mailTo('ravi@roastcafe.in');
    expect(mails.map((mail) => mail.kind)).toEqual(['staff-invitation', 'staff-password-link']);
    expect(mails[1]!.text).toContain(fresh);
    await expectKeptOnlyInTheMail(tokenOf(fresh));
    expect((await setPassword(tokenOf(fresh), 'a-newer-password-1')).statusCode).toBe(200);
  });

  it('is mailed once when its subscriber runs again', async () => {
    await inviteAs('ravi@roastcafe.in');
    expect(await mailTo('ravi@roastcafe.in')).toHaveLength(1);
    expect(await runAgain(t.db, (names) => t.app.jobs.drain(names), 'staff.link-mail')).toBe(1);
    expect(await mailTo('ravi@roastcafe.in')).toHaveLength(1);
  });

  it('opens only the member it was made for', async () => {
    const ravi = await inviteAs('ravi@roastcafe.in');
    const meena = await inviteAs('meena@roastcafe.in');
    const [ravis] = await t.db.select().from(staffInvitations).where(eq(staffInvitations.staffId, ravi.memberId));
    // Ravi's invitation signed as a customer's reset link, or with a secret other than the server's.
    const forged = [
      createOneTimeLinks({ secret: t.config.jwtSecret!, publicUrl: '' }).url('password-reset', ravis!.id),
      createOneTimeLinks({ secret: 'a-secret-that-is-not-the-servers-one', publicUrl: '' }).url(
        'staff-password',
        ravis!.id,
      ),
    ];
    for (const link of forged) expect((await setPassword(link.split('/').at(-1)!)).statusCode).toBe(400);
    expect((await setPassword(tokenOf(meena.link), 'meenas-own-password')).statusCode).toBe(200);
    // Ravi's link still opens Ravi's account, and only his.
    const set = await setPassword(tokenOf(ravi.link), 'ravis-own-password');
    expect(set.json()).toMatchObject({ success: true, email: 'ravi@roastcafe.in' });
  });
});
