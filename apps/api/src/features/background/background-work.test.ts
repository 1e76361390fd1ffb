import { randomUUID } from 'node:crypto';
import type { BackgroundWork, JobProblem } from '@roast/domain';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { JOBS_SCHEMA } from '../../jobs/jobs';
import { useTestApp } from '../../test/harness';
import { retriesDueNow } from '../../test/jobs';
import { startSmtpPeer } from '../../test/smtp-peer';
import { signedInMember } from '../../test/staff';

/** A mail server that turns the first two messages away, then takes what it is sent. */
const peer = await startSmtpPeer({ failFirst: 2 });
const t = useTestApp({ env: { SMTP_URL: peer.url, CONTACT_INBOX: 'contact@roastcafe.in' } });

afterAll(() => peer.close());

const LIST = '/api/staff/background-work';
const retryUrl = (problem: Pick<JobProblem, 'queue' | 'id'>) => `${LIST}/${problem.queue}/${problem.id}/retry`;

/** A visitor's message through the contact form: one mail to the cafe's inbox. */
async function contactMessage() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/mail/send',
    payload: {
      name: 'Kiran Shetty',
      to: 'kiran@example.com',
      phone: '080 4912 3300',
      method: 'Phone',
      message: 'Do you bake gluten-free bread?',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Makes a job waiting for another try due now, on its last try: the next failure gives it up. */
async function lastTryDueNow(id: string) {
  await t.db.execute(
    sql.raw(
      `update ${JOBS_SCHEMA}.job set retry_count = retry_limit - 1, start_after = now() - interval '1 second'
       where id = '${id}'`,
    ),
  );
}

describe('the background work the owner sees', () => {
  it('lists a mail the server refused with its error and next try, then given up, and delivers it when tried again', async () => {
    const { console: owner } = await signedInMember(t.app, t.db, { role: 'owner' });
    const empty = await owner.get(LIST);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.json()).toEqual({ success: true, data: [], failing: 0, retrying: 0 });

    await contactMessage();
    await t.app.mail.drain();
    expect(peer.received).toHaveLength(0);

    const afterFirst = (await owner.get(LIST)).json<BackgroundWork>();
    expect(afterFirst).toMatchObject({ success: true, failing: 0, retrying: 1 });
    const [retrying] = afterFirst.data;
    expect(retrying).toMatchObject({ queue: 'mail', state: 'retry', retryCount: 0, retryLimit: 7 });
    expect(retrying!.error).toContain('Mailbox busy');
    // Back-off: the next try is about half a minute away, not now.
    const wait = Date.parse(retrying!.nextTryAt!) - Date.now();
    expect(wait).toBeGreaterThan(15_000);
    expect(wait).toBeLessThan(60_000);

    // A job waiting for its own next try is not the owner's to push.
    const early = await owner.post(retryUrl(retrying!));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ success: false, message: expect.stringContaining('not been given up') });

    await lastTryDueNow(retrying!.id);
    // The message's own count agrees: this try is its eighth and last.
    await t.db.update(mailOutbox).set({ attempts: 7 });
    await t.app.mail.drain();
    expect((await t.db.select().from(mailOutbox))[0]).toMatchObject({ status: 'failed', attempts: 8 });
    const afterLast = (await owner.get(LIST)).json<BackgroundWork>();
    expect(afterLast).toMatchObject({ failing: 1, retrying: 0 });
    expect(afterLast.data).toEqual([
      expect.objectContaining({ id: retrying!.id, queue: 'mail', state: 'failed', retryCount: 7, nextTryAt: null }),
    ]);
    expect(afterLast.data[0]!.error).toContain('Mailbox busy');
    // Given up: the engine does not try it again by itself.
    await retriesDueNow(t.db);
    await t.app.mail.drain();
    expect(peer.received).toHaveLength(0);

    const retried = await owner.post(retryUrl(retrying!));
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ success: true, message: 'It is being tried again now.' });
    await t.app.mail.drain();
    expect(peer.received).toHaveLength(1);
    expect(peer.received[0]!.envelopeTo).toEqual(['contact@roastcafe.in']);
    const [mail] = await t.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ status: 'sent', attempts: 9 });
    expect((await owner.get(LIST)).json()).toEqual({ success: true, data: [], failing: 0, retrying: 0 });

    // Done now: there is nothing given up to try again.
    const twice = await owner.post(retryUrl(retrying!));
    expect(twice.statusCode).toBe(409);
  });

  it('answers 404 for a job that is not kept, and 400 for what is not a job', async () => {
    const { console: owner } = await signedInMember(t.app, t.db, { role: 'owner' });
    const missing = await owner.post(retryUrl({ queue: 'mail', id: randomUUID() }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: expect.any(String) });
    const malformed = await owner.post(retryUrl({ queue: 'mail', id: 'not-a-job' }));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false });
  });

  it('is for owners only: 403 for a member of staff, 401 for nobody', async () => {
    const { console: counter } = await signedInMember(t.app, t.db, { role: 'staff' });
    expect((await counter.get(LIST)).statusCode).toBe(403);
    const id = randomUUID();
    expect((await counter.post(retryUrl({ queue: 'mail', id }))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: retryUrl({ queue: 'mail', id }),
          headers: { origin: 'http://localhost:3000' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
