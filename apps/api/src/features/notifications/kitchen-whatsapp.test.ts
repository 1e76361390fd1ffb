import { createHmac } from 'node:crypto';
import { KITCHEN_WHATSAPP_WORDING } from '@roast/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, notificationMessages, stores } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { messagesOf } from '../../test/messages';
import { atShopTime, cakeLine } from '../../test/shop';
import { signedInMember } from '../../test/staff';

const APP_SECRET = 'whatsapp-app-secret-for-tests';
const t = useTestApp({ env: { WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: 'verify-roast-webhook' } });
beforeEach(atShopTime);
const { customer, pays, outboxFor } = messagesOf(t);

const KITCHEN = '+919900011122';
const OTHER_KITCHEN = '+919900055566';

/** The outlet the test's orders are picked up at, and its owner's console. */
async function outletAndOwner() {
  const line = await cakeLine(t.db);
  const { console, member } = await signedInMember(t.app, t.db, { role: 'owner', name: 'Meera Iyer' });
  return { storeId: line.body.store, console, member };
}

describe('the kitchen’s WhatsApp number', () => {
  it('is told of each new paid order once the owner opts it in, with what to make, and not after opting out', async () => {
    const { storeId, console } = await outletAndOwner();
    const url = `/api/staff/outlets/${storeId}/kitchen-whatsapp`;
    const empty = await console.get(url);
    expect(empty.json()).toEqual({
      success: true,
      data: { number: null, optedIn: false, optedInAt: null, optedInBy: null },
    });

    // A number kept without the opt-in sends nothing.
    const kept = await console.call('PUT', url, { number: '99000 11122', optedIn: false });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ data: { number: KITCHEN, optedIn: false } });
    const asha = await customer('kn');
    const first = await pays(asha.token);
    expect(outboxFor('whatsapp', KITCHEN)).toEqual([]);

    const opted = await console.call('PUT', url, { number: '+91 99000 11122', optedIn: true });
    expect(opted.statusCode, opted.body).toBe(200);
    expect(opted.json()).toMatchObject({
      data: { number: KITCHEN, optedIn: true, optedInAt: expect.any(String), optedInBy: 'Meera Iyer' },
    });
    const [row] = await t.db.select().from(stores).where(eq(stores.id, storeId));
    expect(row!.kitchenWhatsappWording).toBe(KITCHEN_WHATSAPP_WORDING);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.itemId, storeId));
    expect(audited.map(({ staffName, before, after }) => ({ staffName, before, after }))).toEqual([
      {
        staffName: 'Meera Iyer',
        before: { kitchenWhatsApp: null },
        after: { kitchenWhatsApp: KITCHEN },
      },
      {
        staffName: 'Meera Iyer',
        before: { kitchenWhatsAppMessages: false },
        after: { kitchenWhatsAppMessages: true },
      },
    ]);

    const order = await pays(asha.token);
    const told = outboxFor('whatsapp', KITCHEN);
    // In English, whatever the customer's language; the customer (not opted in) gets nothing.
    expect(told.map((message) => [message.template, message.language])).toEqual([['kitchen_new_order', 'en']]);
    expect(told[0]!.variables[0]).toBe(order.reference);
    expect(told[0]!.variables[2]).toMatch(/^1 × .+/);
    expect(told[0]!.text).toContain(order.reference);
    expect(outboxFor('whatsapp', '+919845012345')).toEqual([]);
    // On the order's card, beside the customer's messages; none for the order before the opt-in.
    const messages = await t.db.select().from(notificationMessages).where(eq(notificationMessages.orderId, order.id));
    expect(messages.map((message) => [message.template, message.userId, message.status])).toEqual([
      ['kitchen_new_order', null, 'sent'],
    ]);
    expect(await t.db.select().from(notificationMessages).where(eq(notificationMessages.orderId, first.id))).toEqual(
      [],
    );

    // Switched off: the next order is not told.
    expect((await console.call('PUT', url, { number: KITCHEN, optedIn: false })).statusCode).toBe(200);
    await pays(asha.token);
    expect(outboxFor('whatsapp', KITCHEN)).toHaveLength(1);
  });

  it('is the owner’s to set, for an outlet that exists, with a number that can take WhatsApp', async () => {
    const { storeId, console } = await outletAndOwner();
    const url = `/api/staff/outlets/${storeId}/kitchen-whatsapp`;
    const refused = async (payload: unknown, code: string) => {
      const answer = await console.call('PUT', url, payload);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, code });
    };
    await refused({ number: '4912 3301', optedIn: true }, 'kitchen_whatsapp_number_invalid');
    await refused({ number: '+91 12345 67890', optedIn: false }, 'kitchen_whatsapp_number_invalid');
    await refused({ number: 'call the kitchen', optedIn: false }, 'kitchen_whatsapp_number_invalid');
    await refused({ number: '', optedIn: true }, 'kitchen_whatsapp_number_needed');
    await refused({ number: null, optedIn: true }, 'kitchen_whatsapp_number_needed');
    await refused({ number: KITCHEN, optedIn: 'yes' }, 'notification_choice_invalid');
    await refused({ number: KITCHEN, optedIn: true, owner: 'me' }, 'field_unknown');
    expect((await console.get(url)).json()).toMatchObject({ data: { number: null, optedIn: false } });

    const missing = await console.call(
      'PUT',
      `/api/staff/outlets/00000000-0000-4000-8000-000000000000/kitchen-whatsapp`,
      {
        number: KITCHEN,
        optedIn: true,
      },
    );
    expect(missing.statusCode).toBe(404);

    const manager = await signedInMember(t.app, t.db, { role: 'staff', outlets: [storeId] });
    const theirs = await manager.console.call('PUT', url, { number: KITCHEN, optedIn: true });
    expect(theirs.statusCode).toBe(403);
    expect((await manager.console.get(url)).statusCode).toBe(403);
    expect((await console.get(url)).json()).toMatchObject({ data: { number: null, optedIn: false } });
  });

  it('stops at once when the kitchen’s number sends STOP, and a new number needs the opt-in again', async () => {
    const { storeId, console } = await outletAndOwner();
    const url = `/api/staff/outlets/${storeId}/kitchen-whatsapp`;
    expect((await console.call('PUT', url, { number: OTHER_KITCHEN, optedIn: true })).statusCode).toBe(200);
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA-1',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                messages: [
                  {
                    from: '919900055566',
                    id: 'wamid.k-1',
                    timestamp: '1795800000',
                    type: 'text',
                    text: { body: 'STOP' },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const stop = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/whatsapp/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`,
      },
    });
    expect(stop.statusCode).toBe(200);
    await t.app.jobs.settled();
    expect((await console.get(url)).json()).toMatchObject({
      data: { number: OTHER_KITCHEN, optedIn: false, optedInAt: null },
    });
    const asha = await customer('en');
    await pays(asha.token);
    expect(outboxFor('whatsapp', OTHER_KITCHEN)).toEqual([]);

    // Opted in again, then the number changed: the new number is not opted in by the old one's consent.
    expect((await console.call('PUT', url, { number: OTHER_KITCHEN, optedIn: true })).statusCode).toBe(200);
    const changed = await console.call('PUT', url, { number: '99000 33344', optedIn: false });
    expect(changed.json()).toMatchObject({ data: { number: '+919900033344', optedIn: false } });
  });
});
