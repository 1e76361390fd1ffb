import type { CartLine } from '@roast/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogQueries } from '../../../lib/catalog';
import { GUEST_CART_KEY, signIn } from '../../../lib/session';
import { cartLine, outlets, roastCcx, truffleCake } from '../../../test/catalog';
import { serveApi } from '../../../test/network';
import { renderInApp, testQueryClient, toastsShown } from '../../../test/render';
import { useCart } from '../api/cart';
import { AddCakeToCart } from './add-to-cart-dialog';

/** 10:00 on 10 March 2026 in India: a 24-hour cake is ready at 10:00 on the 11th at the earliest. */
const NOW = new Date('2026-03-10T10:00:00+05:30');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

/** The header's cart count, as the shell shows it on every page. */
function CartCount() {
  const { count } = useCart();
  return <p>Cart: {count}</p>;
}

/** The cake's page with a 1 kg eggless truffle cake chosen; the outlets came with the page. */
async function openCakeDialog() {
  const client = testQueryClient();
  client.setQueryData(catalogQueries.stores().queryKey, outlets);
  const user = userEvent.setup();
  const view = renderInApp(
    <>
      <CartCount />
      <AddCakeToCart cake={truffleCake} choice={{ size: '1-kg', isveg: 'EGGLESS' }} price={1850} />
    </>,
    { path: `/cakeInfo/${truffleCake._id}`, client },
  );
  await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
  const dialog = screen.getByRole('dialog', { name: 'Add to cart' });
  return { ...view, user, dialog };
}

type Opened = Awaited<ReturnType<typeof openCakeDialog>>;

async function choosePickup({ user, dialog }: Opened, pickup: { outlet?: string; date?: string; time?: string }) {
  if (pickup.outlet) {
    await user.selectOptions(
      within(dialog).getByLabelText('Pickup at'),
      within(dialog).getByRole('option', { name: pickup.outlet }),
    );
  }
  if (pickup.date) {
    await user.clear(within(dialog).getByLabelText('Pickup date'));
    await user.type(within(dialog).getByLabelText('Pickup date'), pickup.date);
  }
  if (pickup.time) {
    await user.clear(within(dialog).getByLabelText('Pickup time'));
    await user.type(within(dialog).getByLabelText('Pickup time'), pickup.time);
  }
}

const proceed = ({ user, dialog }: Opened) =>
  user.click(within(dialog).getByRole('button', { name: 'Proceed to Cart' }));

const storedLines = () =>
  (JSON.parse(window.localStorage.getItem(GUEST_CART_KEY) ?? 'null') as { lines: CartLine[] } | null)?.lines;

describe("the cake's add-to-cart dialog", () => {
  it('offers the outlets that make the cake and the earliest pickup they can make', async () => {
    const { dialog } = await openCakeDialog();
    const outletSelect = within(dialog).getByLabelText('Pickup at');
    expect(
      within(outletSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an outlet', 'Roast CCX, Indiranagar', 'Roast Caffeine Capital, Jayanagar']);
    expect(dialog).toHaveTextContent('Earliest pickup: 11 Mar, 10:00 AM');
    // A quarter of an hour of grace, so the suggestion still holds after a login or a payment.
    expect(within(dialog).getByLabelText('Pickup date')).toHaveValue('2026-03-11');
    expect(within(dialog).getByLabelText('Pickup time')).toHaveValue('10:15');
  });

  it('asks for an outlet first, at the outlet select', async () => {
    const opened = await openCakeDialog();
    await proceed(opened);
    const outletSelect = within(opened.dialog).getByLabelText('Pickup at');
    expect(outletSelect).toHaveAccessibleDescription('Please select a store before proceeding.');
    expect(outletSelect).toHaveAttribute('aria-invalid', 'true');
    expect(outletSelect).toHaveFocus();
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('refuses a pickup sooner than the cake takes to make, with the domain rule', async () => {
    const opened = await openCakeDialog();
    await choosePickup(opened, { outlet: 'Roast CCX, Indiranagar', date: '2026-03-10', time: '18:00' });
    await proceed(opened);
    expect(within(opened.dialog).getByRole('alert')).toHaveTextContent(
      'This cake needs 24 hours; the earliest pickup is 11 Mar, 10:00 AM',
    );
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(opened.router.state.location.pathname).toBe(`/cakeInfo/${truffleCake._id}`);
  });

  it('refuses a pickup outside the chosen outlet’s hours, naming them', async () => {
    const opened = await openCakeDialog();
    await choosePickup(opened, { outlet: 'Roast Caffeine Capital, Jayanagar', date: '2026-03-12', time: '07:00' });
    expect(opened.dialog).toHaveTextContent('Open 7:30 AM to 10:30 PM at Roast Caffeine Capital.');
    await proceed(opened);
    expect(within(opened.dialog).getByRole('alert')).toHaveTextContent(
      'Roast Caffeine Capital is open from 7:30 AM to 10:30 PM; choose a pickup time in those hours.',
    );

    // A new time takes the complaint away; closing time is not a pickup time, a quarter before it is.
    await choosePickup(opened, { time: '22:30' });
    expect(within(opened.dialog).queryByRole('alert')).not.toBeInTheDocument();
    await proceed(opened);
    expect(within(opened.dialog).getByRole('alert')).toHaveTextContent(
      'Roast Caffeine Capital is open from 7:30 AM to 10:30 PM; choose a pickup time in those hours.',
    );
    await choosePickup(opened, { time: '22:15' });
    await proceed(opened);
    expect(storedLines()).toMatchObject([{ pickupDate: '2026-03-12', pickupTime: '22:15' }]);
    expect(opened.router.state.location.pathname).toBe('/cart');
  });

  it("puts a good pickup in a guest's cart and goes to the cart", async () => {
    const opened = await openCakeDialog();
    await choosePickup(opened, { outlet: 'Roast CCX, Indiranagar', date: '2026-03-12', time: '16:30' });
    await opened.user.type(within(opened.dialog).getByLabelText('Note (optional)'), '  Happy birthday Asha  ');
    await proceed(opened);

    expect(storedLines()).toEqual([
      {
        userId: '',
        itemType: 'cake',
        itemId: truffleCake._id,
        size: '1-kg',
        isveg: 'EGGLESS',
        quantity: 1,
        pickupDate: '2026-03-12',
        pickupTime: '16:30',
        store: roastCcx._id,
        note: 'Happy birthday Asha',
        name: truffleCake.name,
        img: truffleCake.img,
        price: 1850,
        unitPrice: 1850,
        preparationTime: 24,
      },
    ]);
    expect(opened.router.state.location.pathname).toBe('/cart');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Cart: 1')).toBeInTheDocument();
    expect(toastsShown()).toEqual([{ role: 'status', message: 'Item added to cart!' }]);
  });

  it('takes the suggested pickup as it is, the earliest one', async () => {
    const opened = await openCakeDialog();
    await choosePickup(opened, { outlet: 'Roast CCX, Indiranagar' });
    await proceed(opened);
    expect(storedLines()).toMatchObject([{ pickupDate: '2026-03-11', pickupTime: '10:15', store: roastCcx._id }]);
  });

  it("sends a signed-in customer's pickup to their cart on the server", async () => {
    signIn('token-cake-dialog');
    const calls = serveApi({
      'POST /api/cart/get': { body: { success: true, cartData: [] } },
      'POST /api/cart/add': ({ body }) => ({
        body: {
          success: true,
          updatedCart: [cartLine({ ...(body as Partial<CartLine>), userId: 'customer-1' })],
          message: 'Item added to cart',
        },
      }),
    });
    const opened = await openCakeDialog();
    await choosePickup(opened, { outlet: 'Roast CCX, Indiranagar', date: '2026-03-12', time: '09:45' });
    await proceed(opened);

    expect(calls.filter((call) => call.path === '/api/cart/add')).toEqual([
      {
        method: 'POST',
        path: '/api/cart/add',
        token: 'token-cake-dialog',
        body: {
          itemType: 'cake',
          itemId: truffleCake._id,
          size: '1-kg',
          pickupDate: '2026-03-12',
          pickupTime: '09:45',
          note: '',
          isveg: 'EGGLESS',
          store: roastCcx._id,
          quantity: 1,
        },
      },
    ]);
    expect(opened.router.state.location.pathname).toBe('/cart');
    expect(screen.getByText('Cart: 1')).toBeInTheDocument();
    expect(toastsShown()).toEqual([{ role: 'status', message: 'Item added to cart successfully!' }]);
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });
});
