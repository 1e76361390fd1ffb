import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { earliestPickup, type Offer, type Store } from '@roast/domain';

/**
 * Shopping through the API, for specs that need a customer with a cart or with paid orders
 * before the browser opens: the same calls the store's pages make, with the payment sandbox.
 */
export interface Customer {
  token: string;
  name: string;
  email: string;
}

const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;

/** A new customer (registering is rate limited per address: specs share one where they can). */
export async function registerCustomer(request: APIRequestContext, name = 'Meera Iyer'): Promise<Customer> {
  const email = `meera.${unique()}@example.com`;
  const response = await request.post('/api/user/register', {
    data: { name, phone: '9845012345', email, password: 'filter-kaapi-2026' },
  });
  if (!response.ok()) throw new Error(`register answered ${response.status()}: ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { token, name, email };
}

/** Every page of the context opens signed in as the customer. */
export async function signInBrowser(context: BrowserContext, customer: Customer): Promise<void> {
  await context.addInitScript((token) => window.localStorage.setItem('token', token), customer.token);
}

/**
 * A pickup an hour past the earliest (and `laterMinutes` more), so the server still takes it a
 * while from now.
 */
export function validPickup(preparationHours: number, store: Store, laterMinutes = 0) {
  return earliestPickup(new Date(Date.now() + (60 + laterMinutes) * 60_000), preparationHours, store.hours);
}

async function post<T>(request: APIRequestContext, url: string, data: unknown, token?: string): Promise<T> {
  const response = await request.post(url, { data, headers: token ? { token } : {} });
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function addHamper(
  request: APIRequestContext,
  customer: Customer,
  hamper: Offer,
  store: Store,
  quantity = 1,
  note = '',
  /** A later pickup: many hampers at once fill one slot's kitchen units. */
  laterMinutes = 0,
) {
  return post(
    request,
    '/api/cart/add',
    {
      itemType: 'other',
      itemId: hamper._id,
      size: '0-kg',
      ...validPickup(hamper.preparationTime, store, laterMinutes),
      note,
      store: store._id,
      quantity,
    },
    customer.token,
  );
}

/** Empties the customer's cart on the server. */
export async function emptyCart(request: APIRequestContext, customer: Customer): Promise<void> {
  const { cartData } = await post<{ cartData: { itemId: string; size: string }[] }>(
    request,
    '/api/cart/get',
    {},
    customer.token,
  );
  for (const line of cartData) {
    await post(request, '/api/cart/delete', { itemId: line.itemId, size: line.size }, customer.token);
  }
}

/** Checks out the cart and pays for it in the sandbox, as the widget's Pay now does; returns the order reference. */
export async function payForCart(request: APIRequestContext, customer: Customer): Promise<string> {
  const order = await post<{ id: string; orderId: string }>(
    request,
    '/api/order/createorder',
    { paymentMethod: 'ONLINE' },
    customer.token,
  );
  const payment = await post<Record<string, string>>(request, '/api/payments/sandbox/pay', { order_id: order.id });
  await post(request, '/api/order/paymentverification', payment, customer.token);
  return order.orderId;
}

/** '₹1,234.50' for paise, as totals read. */
export const totalText = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
