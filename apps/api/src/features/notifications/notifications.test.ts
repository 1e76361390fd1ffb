import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONSENT_WORDING, NOTIFICATION_TEMPLATES } from '@roast/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { notificationConsents, notificationMessages, users } from '../../db/schema';
import { JOBS_SCHEMA } from '../../jobs/jobs';
import { useTestApp } from '../../test/harness';
import { retriesDueNow } from '../../test/jobs';
import { messagesOf } from '../../test/messages';
import { atShopTime } from '../../test/shop';
import { signedInMember } from '../../test/staff';
import { reminderJobId } from './notifications.subscribers';

const REMINDER_QUEUE = 'notifications.pickup-reminder';

const t = useTestApp();
beforeEach(atShopTime);

const { outboxFor, customer, choices, choose, pays } = messagesOf(t);

/** The WhatsApp sandbox cannot write its files: a file stands where its folder should be. Answers the folder. */
function blockWhatsAppSandbox(): string {
  const folder = path.join(t.config.dataDir, 'outbox', 'whatsapp');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(path.dirname(folder), { recursive: true });
  writeFileSync(folder, 'not a folder');
  return folder;
}

describe('message choices', () => {
  it('start with mail only, in the language of the page the account was made on', async () => {
    const asha = await customer('kn');
    const answer = await choices(asha.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      data: { email: true, whatsapp: false, sms: false, language: 'kn' },
    });
    expect((await choices('not-a-token')).statusCode).toBe(401);
  });

  it('records every change with its time, the page’s language and the words that page showed', async () => {
    const asha = await customer('en');
    const opted = await choose(asha.token, { whatsapp: true, language: 'kn' }, { cookie: 'lang=hi' });
    expect(opted.statusCode, opted.body).toBe(200);
    expect(opted.json()).toMatchObject({ data: { whatsapp: true, sms: false, language: 'kn' } });
    // The same choice again is no change, and records nothing.
    expect((await choose(asha.token, { whatsapp: true }, { cookie: 'lang=hi' })).statusCode).toBe(200);
    expect((await choose(asha.token, { whatsapp: false }, { cookie: 'lang=en' })).statusCode).toBe(200);
    const records = await t.db
      .select()
      .from(notificationConsents)
      .where(eq(notificationConsents.userId, asha.id))
      .orderBy(asc(notificationConsents.at));
    expect(
      records.map(({ subject, granted, language, wording, pageLanguage, source }) => ({
        subject,
        granted,
        language,
        wording,
        pageLanguage,
        source,
      })),
    ).toEqual([
      {
        subject: 'whatsapp',
        granted: true,
        language: null,
        wording: CONSENT_WORDING.whatsapp.hi,
        pageLanguage: 'hi',
        source: 'account',
      },
      {
        subject: 'language',
        granted: null,
        language: 'kn',
        wording: CONSENT_WORDING.language.hi,
        pageLanguage: 'hi',
        source: 'account',
      },
      {
        subject: 'whatsapp',
        granted: false,
        language: null,
        wording: CONSENT_WORDING.whatsapp.en,
        pageLanguage: 'en',
        source: 'account',
      },
    ]);
    expect(records.every((record) => record.at instanceof Date)).toBe(true);

    // The customer's data export says what they chose, with the words they were shown.
    const exported = await t.app.inject({ method: 'GET', url: '/api/user/export', headers: { token: asha.token } });
    expect(exported.statusCode).toBe(200);
    const { messages } = exported.json() as { messages: { language: string; whatsapp: boolean; choices: object[] } };
    expect(messages).toMatchObject({ language: 'kn', whatsapp: false, sms: false });
    expect(messages.choices).toEqual([
      expect.objectContaining({ choice: 'whatsapp', optedIn: true, wordingShown: CONSENT_WORDING.whatsapp.hi }),
      expect.objectContaining({ choice: 'language', language: 'kn', pageLanguage: 'hi' }),
      expect.objectContaining({ choice: 'whatsapp', optedIn: false, pageLanguage: 'en' }),
    ]);
  });

  it('refuses what is not a choice with a code, in the reader’s language, and changes nothing', async () => {
    const asha = await customer('en');
    const cases: [unknown, string][] = [
      [{}, 'nothing_to_change'],
      [{ whatsapp: 'yes' }, 'notification_choice_invalid'],
      [{ language: 'fr' }, 'notification_language_unknown'],
      [{ whatsapp: true, email: false }, ''],
    ];
    for (const [payload, code] of cases) {
      const answer = await choose(asha.token, payload, { cookie: 'lang=kn' });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      if (code) expect(answer.json(), JSON.stringify(payload)).toMatchObject({ success: false, code });
      expect((answer.json() as { message: string }).message, JSON.stringify(payload)).toMatch(/[\u0C80-\u0CFF]/);
    }
    expect((await choices(asha.token)).json()).toMatchObject({ data: { whatsapp: false, sms: false, language: 'en' } });
    expect(await t.db.select().from(notificationConsents).where(eq(notificationConsents.userId, asha.id))).toEqual([]);
  });

  it('holds two changes at once: both recorded, the account ends as the last one says', async () => {
    const asha = await customer('en');
    const answers = await Promise.all([
      choose(asha.token, { whatsapp: true }),
      choose(asha.token, { sms: true }),
      choose(asha.token, { language: 'hi' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect((await choices(asha.token)).json()).toMatchObject({ data: { whatsapp: true, sms: true, language: 'hi' } });
    const records = await t.db.select().from(notificationConsents).where(eq(notificationConsents.userId, asha.id));
    expect(records.map((record) => record.subject).sort()).toEqual(['language', 'sms', 'whatsapp']);
  });
});

describe('an order’s messages', () => {
  it('reach a customer who opted in to WhatsApp in Kannada: confirmed, ready, and none after opting out', async () => {
    const asha = await customer('kn', '+91 98450 12345');
    expect((await choose(asha.token, { whatsapp: true })).statusCode).toBe(200);
    const order = await pays(asha.token);

    const [confirmed] = outboxFor('whatsapp', '+919845012345');
    expect(confirmed).toMatchObject({ template: 'order_confirmed', language: 'kn' });
    expect(confirmed!.variables).toEqual([
      'Asha Rao',
      order.reference,
      expect.any(String),
      expect.any(String),
      order.pickupCode,
    ]);
    expect(confirmed!.text).toContain(order.reference);
    expect(confirmed!.text).toContain(order.pickupCode);
    expect(confirmed!.text).toMatch(/[\u0C80-\u0CFF]/);
    // The pickup day in Kannada, not in English.
    expect(confirmed!.variables[3]).not.toMatch(/Nov/);

    const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
    for (const status of ['Preparing', 'Ready for pickup']) {
      const moved = await console.patch(`/api/staff/orders/${order.reference}`, { status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const sent = outboxFor('whatsapp', '+919845012345');
    expect(sent.map((message) => message.template)).toEqual(['order_confirmed', 'order_ready']);
    expect(sent[1]!.text).toBe(
      NOTIFICATION_TEMPLATES.order_ready.texts.kn
        .replace('{{1}}', 'Asha Rao')
        .replace('{{2}}', order.reference)
        .replace('{{3}}', sent[1]!.variables[2]!)
        .replace('{{4}}', order.pickupCode),
    );
    const kept = await t.db.select().from(notificationMessages).where(eq(notificationMessages.orderId, order.id));
    expect(kept.map((row) => [row.template, row.channel, row.status, row.language])).toEqual([
      ['order_confirmed', 'whatsapp', 'sent', 'kn'],
      ['order_ready', 'whatsapp', 'sent', 'kn'],
    ]);
    expect(kept[0]!.text).toBe(confirmed!.text);
    // The order's card on the board shows both, and how far each got.
    const board = await console.get(`/api/staff/orders?outlet=${order.storeId}&date=${order.pickupDate}`);
    expect(board.statusCode, board.body).toBe(200);
    const card = (board.json() as { data: { orderId: string; messages: object[] }[] }).data.find(
      (each) => each.orderId === order.reference,
    );
    expect(card!.messages).toEqual([
      { channel: 'whatsapp', template: 'order_confirmed', status: 'sent', at: expect.any(String) },
      { channel: 'whatsapp', template: 'order_ready', status: 'sent', at: expect.any(String) },
    ]);

    // Opted out: the next order's messages are not sent, by any channel.
    expect((await choose(asha.token, { whatsapp: false })).statusCode).toBe(200);
    const next = await pays(asha.token);
    const cancelled = await console.patch(`/api/staff/orders/${next.reference}`, {
      status: 'Cancelled',
      reason: 'The oven broke down.',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(outboxFor('whatsapp', '+919845012345')).toHaveLength(2);
    expect(outboxFor('sms', '+919845012345')).toHaveLength(0);
    expect(await t.db.select().from(notificationMessages).where(eq(notificationMessages.orderId, next.id))).toEqual([]);
  });

  it('go by SMS to one who chose SMS only, and tell a cancellation with its refund, in Hindi', async () => {
    const ravi = await customer('hi', '9123456780');
    expect((await choose(ravi.token, { sms: true })).statusCode).toBe(200);
    const order = await pays(ravi.token);
    const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
    const cancelled = await console.patch(`/api/staff/orders/${order.reference}`, {
      status: 'Cancelled',
      reason: 'We ran out of saffron.',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const sent = outboxFor('sms', '+919123456780');
    expect(sent.map((message) => [message.template, message.language])).toEqual([
      ['order_confirmed', 'hi'],
      ['order_cancelled', 'hi'],
    ]);
    expect(sent[1]!.variables[2]).toBe(
      `₹${(order.amountPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    expect(sent[1]!.text).toMatch(/[\u0900-\u097F]/);
    expect(outboxFor('whatsapp', '+919123456780')).toEqual([]);
  });

  it('send nothing to an account whose phone cannot take a message, and still confirm the order', async () => {
    const odd = await customer('en', '12345678901');
    await t.db.update(users).set({ phone: '080-2345' }).where(eq(users.id, odd.id));
    expect((await choose(odd.token, { whatsapp: true })).statusCode).toBe(200);
    const order = await pays(odd.token);
    expect(order.paid).toBe(true);
    expect(await t.db.select().from(notificationMessages).where(eq(notificationMessages.orderId, order.id))).toEqual(
      [],
    );
  });

  it('keep the order when the channel fails: the message is tried again with back-off, and shown failed after the last try', async () => {
    const asha = await customer('en', '9845098450');
    expect((await choose(asha.token, { whatsapp: true })).statusCode).toBe(200);
    const folder = blockWhatsAppSandbox();
    try {
      const order = await pays(asha.token);
      expect(order.paid).toBe(true);
      const [queued] = await t.db.select().from(notificationMessages).where(eq(notificationMessages.orderId, order.id));
      expect(queued).toMatchObject({ template: 'order_confirmed', status: 'queued', attempts: 1 });
      expect(queued!.lastError).toBeTruthy();

      // Tried again after its back-off, still failing, until the last try: then it shows failed.
      for (let tries = 0; tries < 10; tries += 1) {
        await retriesDueNow(t.db);
        await t.app.jobs.drain(['notifications.send']);
      }
      const [failed] = await t.db.select().from(notificationMessages).where(eq(notificationMessages.id, queued!.id));
      expect(failed).toMatchObject({ status: 'failed', attempts: 7 });

      // The next one, once the channel works again, goes at once.
      rmSync(folder, { force: true });
      const next = await pays(asha.token);
      const [sent] = await t.db.select().from(notificationMessages).where(eq(notificationMessages.orderId, next.id));
      expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
      expect(outboxFor('whatsapp', '+919845098450').map((message) => message.variables[1])).toEqual([next.reference]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('stop at once on an opt-out: one queued before it, waiting for its next try, is not sent', async () => {
    const asha = await customer('en', '9845077777');
    expect((await choose(asha.token, { whatsapp: true })).statusCode).toBe(200);
    const folder = blockWhatsAppSandbox();
    try {
      const order = await pays(asha.token);
      const [queued] = await t.db.select().from(notificationMessages).where(eq(notificationMessages.orderId, order.id));
      expect(queued).toMatchObject({ status: 'queued', attempts: 1 });
      rmSync(folder, { force: true });
      expect((await choose(asha.token, { whatsapp: false })).statusCode).toBe(200);
      await retriesDueNow(t.db);
      await t.app.jobs.drain(['notifications.send']);
      const [after] = await t.db.select().from(notificationMessages).where(eq(notificationMessages.id, queued!.id));
      expect(after).toMatchObject({ status: 'withdrawn' });
      expect(outboxFor('whatsapp', '+919845077777')).toEqual([]);
      const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
      const board = await console.get(`/api/staff/orders?outlet=${order.storeId}&date=${order.pickupDate}`);
      const card = (board.json() as { data: { orderId: string; messages: { status: string }[] }[] }).data.find(
        (each) => each.orderId === order.reference,
      );
      expect(card!.messages.map((message) => message.status)).toEqual(['withdrawn']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('remind of a pickup two hours before, in the morning not the night, once, and not for an order cancelled', async () => {
    const asha = await customer('kn', '9845055555');
    expect((await choose(asha.token, { whatsapp: true })).statusCode).toBe(200);
    const order = await pays(asha.token);
    const [reminder] = await t.app.jobs.states(REMINDER_QUEUE, [reminderJobId(order.id)]);
    // The pickup is at 12:00 on 28 Nov (India): its reminder is due at 10:00.
    expect(reminder).toMatchObject({ state: 'created', startAfter: '2026-11-28T04:30:00.000Z' });
    expect(await t.app.jobs.drain([REMINDER_QUEUE])).toBe(0);

    const due = () =>
      t.db.execute(
        sql`update ${sql.raw(JOBS_SCHEMA)}.job set start_after = now() - interval '1 second', state = 'retry'
            where name = ${REMINDER_QUEUE} and state in ('created', 'completed')`,
      );
    await due();
    expect(await t.app.jobs.drain([REMINDER_QUEUE])).toBe(1);
    // The message it queued is sent here once its transaction is committed.
    await t.app.jobs.settled();
    const reminders = () =>
      outboxFor('whatsapp', '+919845055555').filter((message) => message.template === 'pickup_reminder');
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]).toMatchObject({ language: 'kn' });
    expect(reminders()[0]!.variables).toEqual([
      'Asha Rao',
      order.reference,
      expect.any(String),
      expect.any(String),
      order.pickupCode,
    ]);
    // Run again (a server died after sending it): still one.
    await due();
    expect(await t.app.jobs.drain([REMINDER_QUEUE])).toBe(1);
    await t.app.jobs.settled();
    expect(reminders()).toHaveLength(1);

    // Cancelled before its reminder: the reminder is cancelled with it.
    const next = await pays(asha.token);
    const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
    const cancelled = await console.patch(`/api/staff/orders/${next.reference}`, {
      status: 'Cancelled',
      reason: 'Oven down.',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await t.app.jobs.states(REMINDER_QUEUE, [reminderJobId(next.id)])).toEqual([
      expect.objectContaining({ state: 'cancelled' }),
    ]);
  });
});
