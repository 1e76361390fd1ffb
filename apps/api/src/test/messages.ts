import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, gt } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookings, orders, workshops } from '../db/schema';
import type { useTestApp } from './harness';
import { sandboxPayment } from './payments';
import { cakeLine, checkoutCart } from './shop';

export interface SandboxMessage {
  id: string;
  to: string;
  template: string;
  language: string;
  variables: string[];
  text: string;
  at: string;
}

/** A test's customers, their message choices and orders, and what the message sandbox wrote. */
export function messagesOf(t: ReturnType<typeof useTestApp>) {
  /** What the sandbox wrote for a channel, oldest first. */
  function outbox(channel: 'whatsapp' | 'sms'): SandboxMessage[] {
    const folder = path.join(t.config.dataDir, 'outbox', channel);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as SandboxMessage)
      .sort((a, b) => a.at.localeCompare(b.at));
  }
  const outboxFor = (channel: 'whatsapp' | 'sms', to: string) => outbox(channel).filter((message) => message.to === to);

  /** A customer signed up on a page in `language`, with the phone written as people write it. */
  async function customer(language: 'en' | 'kn' | 'hi', phone = '98450 12345') {
    const email = `asha-${Math.random().toString(36).slice(2)}@example.com`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { cookie: `lang=${language}` },
      payload: { name: 'Asha Rao', phone: phone.replace(/\s/g, ''), email, password: 'cardamom-latte' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const token = (response.json() as { token: string }).token;
    const id = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { id: string }).id;
    return { token, id, email };
  }

  const choices = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: { token, ...headers } });
  const choose = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/user/notifications',
      headers: { token, ...headers },
      payload: payload as object,
    });

  /** The customer pays for one cake; answers the order's id and reference. */
  async function pays(token: string) {
    const line = await cakeLine(t.db);
    const added = await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: line.body, headers: { token } });
    expect(added.statusCode, added.body).toBe(200);
    const providerOrder = await checkoutCart(t.app, token);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/order/paymentverification',
      payload: await sandboxPayment(t.db, providerOrder.id),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.reference, providerOrder.orderId));
    return order!;
  }

  /** The customer enrolls in an open workshop and pays in the sandbox; answers it and the booking's id. */
  async function enrolls(token: string) {
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { token } });
    const [workshop] = await t.db
      .select()
      .from(workshops)
      .where(and(eq(workshops.isActive, true), gt(workshops.slots, 0)))
      .limit(1);
    const held = (await post('/api/enroll/createorder', { workshopId: workshop!.id })).json() as { id: string };
    const paid = (
      await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/pay', payload: { order_id: held.id } })
    ).json() as object;
    const verified = await post('/api/enroll/paymentverification', { razorpay_order_id: held.id, ...paid });
    expect(verified.statusCode, verified.body).toBe(200);
    const [row] = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.providerOrderId, held.id));
    return { workshop: workshop!, bookingId: row!.id };
  }

  return { outbox, outboxFor, customer, choices, choose, pays, enrolls };
}
