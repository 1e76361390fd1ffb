import { createHmac } from 'node:crypto';
import { STOP_WORDING } from '@roast/domain';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, notificationConsents, notificationMessages } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { messagesOf } from '../../test/messages';
import { atShopTime } from '../../test/shop';

const APP_SECRET = 'whatsapp-app-secret-for-tests';
const VERIFY_TOKEN = 'verify-roast-webhook';
const t = useTestApp({ env: { WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN } });
beforeEach(atShopTime);
const { customer, choose, pays, outboxFor } = messagesOf(t);

const URL = '/api/notifications/whatsapp/webhook';
const sign = (body: string, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** A webhook call as WhatsApp's Cloud API makes it: statuses and texts under entry[].changes[].value. */
function callOf(value: object) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: 'WABA-1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] }],
  });
}
const post = (body: string, headers: Record<string, string> = { 'x-hub-signature-256': sign(body) }) =>
  t.app.inject({
    method: 'POST',
    url: URL,
    payload: body,
    headers: { 'content-type': 'application/json', ...headers },
  });
const status = (id: string, state: string, extra: object = {}) =>
  callOf({ statuses: [{ id, status: state, timestamp: '1795800000', recipient_id: '919845012345', ...extra }] });

/** A customer opted in to WhatsApp (and SMS when asked) with one paid order: its confirmation's row. */
async function confirmedOver(options: { sms?: boolean; phone?: string } = {}) {
  const asha = await customer('en', options.phone ?? '9845012345');
  expect((await choose(asha.token, { whatsapp: true, ...(options.sms ? { sms: true } : {}) })).statusCode).toBe(200);
  const order = await pays(asha.token);
  const [message] = await t.db.select().from(notificationMessages).where(eq(notificationMessages.orderId, order.id));
  expect(message).toMatchObject({ channel: 'whatsapp', status: 'sent' });
  return { asha, order, message: message! };
}

describe('the WhatsApp webhook', () => {
  it('answers Meta’s handshake only with the verify token', async () => {
    const ask = (query: string) => t.app.inject({ method: 'GET', url: `${URL}?${query}` });
    const right = await ask(`hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`);
    expect(right.statusCode).toBe(200);
    expect(right.body).toBe('1158201444');
    expect((await ask('hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1')).statusCode).toBe(403);
    expect((await ask(`hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`)).statusCode).toBe(403);
    expect((await ask('hub.challenge=1')).statusCode).toBe(403);
  });

  it('refuses a call that is unsigned, signed with another secret, not JSON, or too large, and stores nothing', async () => {
    const { message } = await confirmedOver();
    const body = status(message.providerMessageId!, 'read');
    expect((await post(body, {})).statusCode).toBe(401);
    expect((await post(body, { 'x-hub-signature-256': sign(body, 'another-secret-entirely') })).statusCode).toBe(401);
    expect((await post(body, { 'x-hub-signature-256': 'sha256=zz' })).statusCode).toBe(401);
    // Signed, but changed on the way.
    expect((await post(body.replace('read', 'sent'), { 'x-hub-signature-256': sign(body) })).statusCode).toBe(401);
    const notJson = '{"entry": [';
    expect((await post(notJson)).statusCode).toBe(400);
    const large = callOf({ padding: 'x'.repeat(300 * 1024) });
    expect((await post(large)).statusCode).toBe(413);
    const [after] = await t.db.select().from(notificationMessages).where(eq(notificationMessages.id, message.id));
    expect(after!.status).toBe('sent');
  });

  it('takes delivery states in any order and twice, ending in the furthest', async () => {
    const { message } = await confirmedOver();
    const id = message.providerMessageId!;
    for (const state of ['read', 'delivered', 'sent', 'read', 'delivered', 'failed']) {
      expect((await post(status(id, state))).statusCode, state).toBe(200);
    }
    const [after] = await t.db.select().from(notificationMessages).where(eq(notificationMessages.id, message.id));
    expect(after!.status).toBe('read');
    // A status for a message we never sent is acknowledged and changes nothing.
    expect((await post(status('wamid.unknown', 'delivered'))).statusCode).toBe(200);
  });

  it('falls back once when WhatsApp reports a message failed: to SMS for one who chose it, else to mail', async () => {
    const bySms = await confirmedOver({ sms: true, phone: '9845011111' });
    const failed = status(bySms.message.providerMessageId!, 'failed', {
      errors: [{ code: 131026, title: 'Message undeliverable' }],
    });
    expect((await post(failed)).statusCode).toBe(200);
    expect((await post(failed)).statusCode).toBe(200);
    const rows = await t.db.select().from(notificationMessages).where(eq(notificationMessages.orderId, bySms.order.id));
    expect(rows.map((row) => [row.channel, row.status])).toEqual([
      ['whatsapp', 'failed'],
      ['sms', 'sent'],
    ]);
    expect(rows[0]!.lastError).toContain('131026');
    const [sms] = outboxFor('sms', '+919845011111');
    expect(sms!.text).toBe(rows[0]!.text);

    const byMail = await confirmedOver({ phone: '9845022222' });
    for (let i = 0; i < 2; i += 1)
      expect((await post(status(byMail.message.providerMessageId!, 'failed'))).statusCode).toBe(200);
    await t.app.mail.drain();
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'message-fallback'), eq(mailOutbox.toAddress, byMail.asha.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toBe(byMail.message.text);
    expect(outboxFor('sms', '+919845022222')).toEqual([]);
  });

  it('opts a number out at once when it sends STOP, recorded as a choice, and sends it nothing more', async () => {
    const { asha } = await confirmedOver({ sms: true, phone: '+91 98450 33333' });
    const stop = callOf({
      contacts: [{ wa_id: '919845033333', profile: { name: 'Asha' } }],
      messages: [
        { from: '919845033333', id: 'wamid.in-1', timestamp: '1795800000', type: 'text', text: { body: 'Stop' } },
      ],
    });
    expect((await post(stop)).statusCode).toBe(200);
    const records = await t.db
      .select()
      .from(notificationConsents)
      .where(and(eq(notificationConsents.userId, asha.id), eq(notificationConsents.source, 'stop')));
    expect(records.map((record) => [record.subject, record.granted, record.wording]).sort()).toEqual([
      ['sms', false, STOP_WORDING],
      ['whatsapp', false, STOP_WORDING],
    ]);
    const before = outboxFor('whatsapp', '+919845033333').length + outboxFor('sms', '+919845033333').length;
    const next = await pays(asha.token);
    expect(await t.db.select().from(notificationMessages).where(eq(notificationMessages.orderId, next.id))).toEqual([]);
    expect(outboxFor('whatsapp', '+919845033333').length + outboxFor('sms', '+919845033333').length).toBe(before);
    // Any other text opts nobody out.
    const hello = callOf({
      messages: [{ from: '919845044444', id: 'wamid.in-2', type: 'text', text: { body: 'Is the cake ready?' } }],
    });
    expect((await post(hello)).statusCode).toBe(200);
  });
});
