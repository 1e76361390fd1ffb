import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { cakeOutlets, cakes, hamperOutlets, hampers, orders, stores } from '../db/schema';
import { testClock } from './clock';
import { sandboxPayment } from './payments';

/** 25 Nov 2026, 10:00 in India: the clock the shop tests run at. */
const SHOP_NOW = '2026-11-25T04:30:00Z';

export async function signUp(
  app: FastifyInstance,
  name = 'Asha Rao',
): Promise<{ token: string; id: string; email: string }> {
  const email = `customer-${randomUUID()}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { name, phone: '9876543210', email, password: 'cardamom-latte' },
  });
  const { token } = response.json() as { token: string };
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { id: string };
  return { token, id: claims.id, email };
}

/** Catalog items with the properties a test needs, straight from the seeded database. */
export async function shelf(db: Database) {
  const allStores = await db.select().from(stores).orderBy(stores.position);
  const allCakes = await db.select().from(cakes).orderBy(cakes.position);
  const cakeLinks = await db.select().from(cakeOutlets);
  const hamperRows = await db.select().from(hampers).orderBy(hampers.position);
  const hamperLinks = await db.select().from(hamperOutlets);
  const outletsOf = (id: string, links: { storeId: string }[], key: 'cakeId' | 'hamperId') =>
    links.filter((link) => (link as Record<string, string>)[key] === id).map((link) => link.storeId);
  const cakeAt = (predicate: (cake: (typeof allCakes)[number], outlets: string[]) => boolean) => {
    const cake = allCakes.find((c) => c.isActive && !c.isSold && predicate(c, outletsOf(c.id, cakeLinks, 'cakeId')));
    if (!cake) throw new Error('No seeded cake fits this test');
    return { ...cake, outlets: outletsOf(cake.id, cakeLinks, 'cakeId') };
  };
  const storeById = (id: string) => allStores.find((s) => s.id === id)!;
  return {
    stores: allStores,
    storeById,
    cakes: allCakes,
    cakeAt,
    hampers: hamperRows.map((h) => ({ ...h, outlets: outletsOf(h.id, hamperLinks, 'hamperId') })),
    notSellingStore: (outlets: string[]) => allStores.find((s) => !outlets.includes(s.id)),
  };
}

/** A pickup that every seeded item can make: 3 days ahead at noon, India time. */
export const EASY_PICKUP = { pickupDate: '2026-11-28', pickupTime: '12:00' };

export function atShopTime(): void {
  testClock.set(SHOP_NOW);
}

export async function cakeLine(db: Database, overrides: Record<string, unknown> = {}) {
  const items = await shelf(db);
  const cake = items.cakeAt((c) => c.priceMediumPaise !== null && c.vegType === 'Both');
  return {
    cake,
    body: {
      itemType: 'cake',
      itemId: cake.id,
      size: '750-grms',
      store: cake.outlets[0]!,
      ...EASY_PICKUP,
      ...overrides,
    },
  };
}

/** What the create-order calls answer: the provider order to pay, and our reference. */
export interface ProviderOrderAnswer {
  id: string;
  /** Paise. */
  amount: number;
  orderId: string;
}

/** A new customer with one cake (a 750 g 'Both' cake unless told otherwise) in their server cart. */
export async function customerWithCart(app: FastifyInstance, db: Database, overrides: Record<string, unknown> = {}) {
  const customer = await signUp(app);
  const line = await cakeLine(db, overrides);
  const added = await app.inject({
    method: 'POST',
    url: '/api/cart/add',
    payload: line.body,
    headers: { token: customer.token },
  });
  if (added.statusCode !== 200) throw new Error(`cart/add answered ${added.statusCode}: ${added.body}`);
  return { ...customer, ...line };
}

/** Checks out the customer's cart and answers the provider order to pay. */
export async function checkoutCart(app: FastifyInstance, token: string): Promise<ProviderOrderAnswer> {
  const response = await app.inject({ method: 'POST', url: '/api/order/createorder', payload: {}, headers: { token } });
  if (response.statusCode !== 200) throw new Error(`createorder answered ${response.statusCode}: ${response.body}`);
  return response.json() as ProviderOrderAnswer;
}

/**
 * A customer's paid order of one cake at an outlet (the first outlet unless told), picked up at
 * EASY_PICKUP unless told, paid in the sandbox and verified as the widget would.
 */
export async function paidOrder(
  app: FastifyInstance,
  db: Database,
  options: {
    storeId?: string;
    pickup?: { pickupDate: string; pickupTime: string };
    note?: string;
    quantity?: number;
  } = {},
) {
  const items = await shelf(db);
  const storeId = options.storeId ?? items.stores[0]!.id;
  const cake = items.cakeAt((_cake, outlets) => outlets.includes(storeId));
  const customer = await signUp(app);
  const added = await app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: { token: customer.token },
    payload: {
      itemType: 'cake',
      itemId: cake.id,
      size: cake.priceMediumPaise === null ? '1-kg' : '750-grms',
      store: storeId,
      ...(options.pickup ?? EASY_PICKUP),
      note: options.note ?? '',
      quantity: options.quantity ?? 1,
    },
  });
  if (added.statusCode !== 200) throw new Error(`cart/add answered ${added.statusCode}: ${added.body}`);
  const providerOrder = await checkoutCart(app, customer.token);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/order/paymentverification',
    payload: await sandboxPayment(db, providerOrder.id),
  });
  if (verified.statusCode !== 200) throw new Error(`verification answered ${verified.statusCode}: ${verified.body}`);
  const [order] = await db.select().from(orders).where(eq(orders.reference, providerOrder.orderId));
  return { customer, cake, storeId, reference: providerOrder.orderId, id: order!.id, order: order! };
}
