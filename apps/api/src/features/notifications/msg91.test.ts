import { NOTIFICATION_LANGUAGES, NOTIFICATION_TEMPLATE_NAMES, NOTIFICATION_TEMPLATES } from '@roast/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationMessages, users } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { retriesDueNow } from '../../test/jobs';
import { messagesOf } from '../../test/messages';
import { startMsg91Fake } from '../../test/msg91-fake';
import { atShopTime } from '../../test/shop';

const AUTH_KEY = '412345AbCdEfGh6789';
const fake = await startMsg91Fake(AUTH_KEY);

/** A made-up DLT id per template and language: 1107 then the template's and the language's place. */
const dltId = (name: string, language: string) =>
  `1107${String(NOTIFICATION_TEMPLATE_NAMES.indexOf(name as never)).padStart(2, '0')}${NOTIFICATION_LANGUAGES.indexOf(language as never)}`.padEnd(
    19,
    '0',
  );
const DLT_IDS = NOTIFICATION_TEMPLATE_NAMES.filter((name) => name !== 'kitchen_new_order')
  .flatMap((name) => NOTIFICATION_LANGUAGES.map((language) => `${name}.${language}=${dltId(name, language)}`))
  .join(',');

const t = useTestApp({
  env: {
    SMS_PROVIDER: 'msg91',
    SMS_MSG91_AUTHKEY: AUTH_KEY,
    SMS_SENDER_ID: 'ROASTC',
    SMS_DLT_TEMPLATE_IDS: DLT_IDS,
    SMS_API_BASE: fake.url,
    MESSAGE_TIMEOUT_MS: '300',
  },
});
afterAll(() => fake.close());
beforeEach(atShopTime);
const { customer, choose, pays } = messagesOf(t);

async function smsOnly(phone: string, language: 'en' | 'kn' | 'hi' = 'hi') {
  const ravi = await customer(language, phone);
  expect((await choose(ravi.token, { sms: true })).statusCode).toBe(200);
  return ravi;
}
const messagesOfOrder = (orderId: string) =>
  t.db.select().from(notificationMessages).where(eq(notificationMessages.orderId, orderId));
const sentTo = (number: string) => fake.sent.filter((send) => send.sms[0]!.to.includes(number));

describe('SMS by MSG91', () => {
  it('sends the text as registered with DLT, under its template id and sender, in Unicode for Hindi', async () => {
    const ravi = await smsOnly('9123400001');
    // A name longer than DLT lets a variable be: cut to 30 characters in what is sent and kept.
    await t.db.update(users).set({ name: 'Raghavendra Venkatasubramanian Iyer' }).where(eq(users.id, ravi.id));
    const order = await pays(ravi.token);
    const [send] = sentTo('9123400001');
    expect(send).toMatchObject({
      sender: 'ROASTC',
      route: '4',
      country: '91',
      unicode: 1,
      DLT_TE_ID: dltId('order_confirmed', 'hi'),
      sms: [{ to: ['9123400001'] }],
    });
    const [row] = await messagesOfOrder(order.id);
    expect(row).toMatchObject({ channel: 'sms', provider: 'msg91', status: 'sent', language: 'hi' });
    expect(row!.providerMessageId).toMatch(/^3b6a/);
    expect(row!.variables[0]).toBe('Raghavendra Venkatasubramania…');
    expect([...row!.variables[0]!].length).toBe(30);
    expect(send!.sms[0]!.message).toBe(row!.text);
    // The words between the variables are DLT's registered text, to the letter.
    const registered = NOTIFICATION_TEMPLATES.order_confirmed.texts.hi.split(/\{\{\d\}\}/);
    let rest = send!.sms[0]!.message;
    for (const part of registered) {
      expect(rest).toContain(part);
      rest = rest.slice(rest.indexOf(part) + part.length);
    }
  });

  it('tries again after a rate limit, a failure of MSG91’s or no answer in time, and the order is paid meanwhile', async () => {
    const ravi = await smsOnly('9123400002', 'en');
    fake.answerNext('rate-limited', 'server-error', 'hang');
    const order = await pays(ravi.token);
    expect(order.paid).toBe(true);
    const [first] = await messagesOfOrder(order.id);
    expect(first).toMatchObject({ status: 'queued', attempts: 1 });
    expect(first!.lastError).toContain('429');
    for (const expected of [
      { status: 'queued', attempts: 2, lastError: expect.stringContaining('502') },
      { status: 'queued', attempts: 3, lastError: expect.stringMatching(/timeout|aborted/i) },
      { status: 'sent', attempts: 4, lastError: null },
    ]) {
      await retriesDueNow(t.db);
      await t.app.jobs.drain(['notifications.send']);
      expect((await messagesOfOrder(order.id))[0]).toMatchObject(expected);
    }
    expect(sentTo('9123400002')).toHaveLength(1);
    expect(sentTo('9123400002')[0]).toMatchObject({ unicode: 0, DLT_TE_ID: dltId('order_confirmed', 'en') });
  });

  it('fails a message at once when MSG91 refuses its DLT template or number, without holding up the order', async () => {
    for (const [phone, answer, reason] of [
      ['9123400003', 'dlt-mismatch', '211'],
      ['9123400004', 'invalid-number', '207'],
    ] as const) {
      const ravi = await smsOnly(phone, 'kn');
      fake.answerNext(answer);
      const order = await pays(ravi.token);
      expect(order.paid).toBe(true);
      const [refused] = await messagesOfOrder(order.id);
      expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
      expect(refused!.lastError).toContain(reason);
      await retriesDueNow(t.db);
      expect(await t.app.jobs.drain(['notifications.send'])).toBe(0);
    }
  });
});
