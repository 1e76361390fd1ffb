import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, notificationMessages } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { retriesDueNow } from '../../test/jobs';
import { messagesOf } from '../../test/messages';
import { atShopTime } from '../../test/shop';
import { startWhatsAppFake } from '../../test/whatsapp-fake';

const TOKEN = 'EAAG-test-token';
const PHONE_ID = '109876543210';
const fake = await startWhatsAppFake(TOKEN, PHONE_ID);
const t = useTestApp({
  env: {
    WHATSAPP_PROVIDER: 'cloud',
    WHATSAPP_TOKEN: TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: PHONE_ID,
    WHATSAPP_APP_SECRET: 'whatsapp-app-secret-for-tests',
    WHATSAPP_API_BASE: fake.url,
    MESSAGE_TIMEOUT_MS: '300',
  },
});
afterAll(() => fake.close());
beforeEach(atShopTime);
const { customer, choose, pays } = messagesOf(t);

async function optedIn(phone: string) {
  const asha = await customer('kn', phone);
  expect((await choose(asha.token, { whatsapp: true })).statusCode).toBe(200);
  return asha;
}
const messagesOfOrder = (orderId: string) =>
  t.db.select().from(notificationMessages).where(eq(notificationMessages.orderId, orderId));

describe('WhatsApp’s Cloud API', () => {
  it('sends the registered template in the customer’s language with its variables, and keeps its id', async () => {
    const asha = await optedIn('9845088881');
    const order = await pays(asha.token);
    const mine = fake.sent.filter((message) => message.to === '919845088881');
    expect(mine).toEqual([
      { to: '919845088881', template: 'order_confirmed', language: 'kn', parameters: expect.any(Array) },
    ]);
    expect(mine[0]!.parameters).toEqual([
      'Asha Rao',
      order.reference,
      expect.any(String),
      expect.any(String),
      order.pickupCode,
    ]);
    const [row] = await messagesOfOrder(order.id);
    expect(row).toMatchObject({
      provider: 'cloud',
      status: 'sent',
      providerMessageId: expect.stringMatching(/^wamid\./),
    });
    expect(fake.requests.every((request) => request.authorized)).toBe(true);
  });

  it('tries again after a rate limit or a failure of Meta’s, and the order is paid meanwhile', async () => {
    const asha = await optedIn('9845088882');
    fake.answerNext('rate-limited', 'server-error');
    const order = await pays(asha.token);
    expect(order.paid).toBe(true);
    const [first] = await messagesOfOrder(order.id);
    expect(first).toMatchObject({ status: 'queued', attempts: 1 });
    expect(first!.lastError).toContain('130429');
    await retriesDueNow(t.db);
    await t.app.jobs.drain(['notifications.send']);
    expect((await messagesOfOrder(order.id))[0]).toMatchObject({ status: 'queued', attempts: 2 });
    await retriesDueNow(t.db);
    await t.app.jobs.drain(['notifications.send']);
    expect((await messagesOfOrder(order.id))[0]).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('fails a message at once when Meta refuses its template or number, without holding up the order', async () => {
    const asha = await optedIn('9845088883');
    fake.answerNext('template-missing');
    const order = await pays(asha.token);
    const [refused] = await messagesOfOrder(order.id);
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused!.lastError).toContain('132001');
    await retriesDueNow(t.db);
    expect(await t.app.jobs.drain(['notifications.send'])).toBe(0);
    // The customer is told by mail instead (no SMS chosen), once, in the same words.
    await t.app.jobs.settled();
    await t.app.mail.drain();
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'message-fallback'), eq(mailOutbox.toAddress, asha.email)));
    expect(mails.map((mail) => mail.text)).toEqual([refused!.text]);
  });

  it('falls back to SMS for one who chose it when a WhatsApp message fails for good, and tries again after no answer in time', async () => {
    const asha = await optedIn('9845088884');
    expect((await choose(asha.token, { sms: true })).statusCode).toBe(200);
    fake.answerNext('hang', 'invalid-number');
    const order = await pays(asha.token);
    const [first] = await messagesOfOrder(order.id);
    expect(first).toMatchObject({ channel: 'whatsapp', status: 'queued', attempts: 1 });
    expect(first!.lastError).toMatch(/timeout|aborted/i);
    await retriesDueNow(t.db);
    await t.app.jobs.drain(['notifications.send']);
    await t.app.jobs.settled();
    const rows = await messagesOfOrder(order.id);
    expect(rows.map((row) => [row.channel, row.status, row.attempts])).toEqual([
      ['whatsapp', 'failed', 2],
      ['sms', 'sent', 1],
    ]);
    expect(rows[1]!.fallbackOf).toBe(rows[0]!.id);
    expect(rows[1]!.text).toBe(rows[0]!.text);
  });
});
