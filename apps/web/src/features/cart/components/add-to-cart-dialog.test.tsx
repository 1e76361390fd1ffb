import type { Cake, CartLine, Store } from '@roast/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogQueries } from '../../../lib/catalog';
import { GUEST_CART_KEY, signIn } from '../../../lib/session';
import { cartLine, outlets, roastCcx, truffleCake } from '../../../test/catalog';
import { serveApi } from '../../../test/network';
import { pickupSlotsAnswer, pickupSlotsAsked, pickupSlotsCalls, pickupSlotsRoute } from '../../../test/pickup-slots';
import { renderInApp, testQueryClient, toastsShown } from '../../../test/render';
import { useCart } from '../api/cart';
import { saveGuestCart } from '../api/guest-cart';
import { AddCakeToCart } from './add-to-cart-dialog';

/** 10:00 on 10 March 2026 in India: a 24-hour cake is ready at 10:00 on the 11th at the earliest. */
const NOW = new Date('2026-03-10T10:00:00+05:30');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // Every outlet has room at every time unless a test says otherwise.
  serveApi({ 'GET /api/pickup-slots': pickupSlotsRoute() });
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
async function openCakeDialog({
  cake = truffleCake,
  size = '1-kg',
  stores = outlets,
}: { cake?: Cake; size?: string; stores?: Store[] } = {}) {
  const client = testQueryClient();
  client.setQueryData(catalogQueries.stores().queryKey, stores);
  const user = userEvent.setup();
  const view = renderInApp(
    <>
      <CartCount />
      <AddCakeToCart cake={cake} choice={{ size, isveg: 'EGGLESS' }} price={1850} />
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

  it('lists an outlet where the cake is sold out for now last, and says so', async () => {
    const ccx = outlets.find((store) => store.outletName === 'Roast CCX')!;
    const { dialog } = await openCakeDialog({ cake: { ...truffleCake, soldOutAt: [ccx._id] } });
    expect(
      within(within(dialog).getByLabelText('Pickup at'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an outlet', 'Roast Caffeine Capital, Jayanagar', 'Roast CCX, Indiranagar (sold out for now)']);
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
      'GET /api/pickup-slots': pickupSlotsRoute(),
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

/** The times offered under the pickup time, as a person reads them, and whether each can be picked. */
async function timesOffered({ dialog }: Opened, date: string) {
  const group = await within(dialog).findByRole('group', { name: `Times on ${date}` });
  return within(group)
    .getAllByRole('radio')
    .map(
      (radio) =>
        `${radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent ?? ''}${(radio as HTMLInputElement).disabled ? ' (disabled)' : ''}`,
    );
}

const guestCartHolds = (...lines: CartLine[]) => saveGuestCart(lines);

describe("the dialog's times: only what the outlet can still make", () => {
  it('offers the free times of the day, greys out and marks the full ones, and takes the one picked', async () => {
    const calls = serveApi({
      'GET /api/pickup-slots': pickupSlotsRoute({ taken: { '2026-03-12': { '12:00': 20, '12:15': 19 } } }),
    });
    const opened = await openCakeDialog();
    await choosePickup(opened, { outlet: 'Roast CCX, Indiranagar', date: '2026-03-12' });

    const times = await timesOffered(opened, '12 Mar 2026');
    // Roast CCX opens 8:00 AM to 11:00 PM: a slot every quarter hour, the last at 10:45 PM.
    expect(times).toHaveLength(60);
    expect(times[0]).toBe('8:00 AM');
    expect(times.at(-1)).toBe('10:45 PM');
    expect(times.slice(15, 18)).toEqual(['11:45 AM', '12:00 PM Full (disabled)', '12:15 PM']);
    expect(times.filter((time) => time.includes('Full'))).toEqual(['12:00 PM Full (disabled)']);
    expect(within(opened.dialog).getByText('Times marked Full are taken. Please choose another.')).toBeInTheDocument();
    expect(pickupSlotsCalls(calls).at(-1)).toEqual({ store: roastCcx._id, date: '2026-03-12', units: 1, prep: 24 });

    await opened.user.click(within(opened.dialog).getByRole('radio', { name: '12:15 PM' }));
    expect(within(opened.dialog).getByLabelText('Pickup time')).toHaveValue('12:15');
    await proceed(opened);
    expect(storedLines()).toMatchObject([{ pickupDate: '2026-03-12', pickupTime: '12:15', store: roastCcx._id }]);
  });

  it('refuses a full time typed in, in the words the server uses', async () => {
    serveApi({ 'GET /api/pickup-slots': pickupSlotsRoute({ taken: { '2026-03-12': { '12:00': 20 } } }) });
    const opened = await openCakeDialog();
    await choosePickup(opened, { outlet: 'Roast CCX, Indiranagar', date: '2026-03-12', time: '12:05' });
    expect(
      await within(opened.dialog).findByText('12:00 PM is full on this day. Please choose one of the free times.'),
    ).toBeInTheDocument();
    await proceed(opened);
    expect(within(opened.dialog).getByRole('alert')).toHaveTextContent(
      'The 12:00 PM pickup on 12 Mar 2026 at Roast CCX is full now. Please choose another time.',
    );
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it("moves the suggested time on to the first free one, and the earliest pickup waits for the cart's slowest item", async () => {
    // Already in the cart at Roast CCX: a 2 kg cake that takes 48 hours, for 10:00 AM on the 12th.
    guestCartHolds(cartLine({ size: '2-kg', pickupTime: '10:00', preparationTime: 48 }));
    const calls = serveApi({
      'GET /api/pickup-slots': pickupSlotsRoute({ taken: { '2026-03-12': { '10:00': 18, '10:15': 20 } } }),
    });
    const opened = await openCakeDialog();
    await choosePickup(opened, { outlet: 'Roast CCX, Indiranagar' });

    expect(opened.dialog).toHaveTextContent('Earliest pickup: 12 Mar, 10:00 AM');
    const times = await timesOffered(opened, '12 Mar 2026');
    // 10:00 has room for 2 units: the cake in the cart takes both, so this one does not fit.
    expect(times.slice(0, 3)).toEqual(['10:00 AM Full (disabled)', '10:15 AM Full (disabled)', '10:30 AM']);
    expect(within(opened.dialog).getByLabelText('Pickup date')).toHaveValue('2026-03-12');
    expect(within(opened.dialog).getByLabelText('Pickup time')).toHaveValue('10:30');
    expect(within(opened.dialog).getByRole('radio', { name: '10:30 AM' })).toBeChecked();
    expect(pickupSlotsCalls(calls)).toEqual([{ store: roastCcx._id, date: '2026-03-12', units: 1, prep: 48 }]);
  });

  it("asks for the whole line's kitchen units: the cake's units per kilogram, its size, and what is in the cart", async () => {
    guestCartHolds(cartLine({ size: '2-kg', quantity: 2 }));
    const calls = serveApi({ 'GET /api/pickup-slots': pickupSlotsRoute() });
    const opened = await openCakeDialog({ cake: { ...truffleCake, capacityUnits: 3 }, size: '2-kg' });
    await choosePickup(opened, { outlet: 'Roast CCX, Indiranagar' });
    await timesOffered(opened, '11 Mar 2026');
    // Adding one more makes three 2 kg cakes at 3 units a kilogram.
    expect(pickupSlotsCalls(calls)).toEqual([{ store: roastCcx._id, date: '2026-03-11', units: 18, prep: 24 }]);
  });

  it('shows why a closed day takes no pickups, offers no times there, and refuses it', async () => {
    const closed: Store = { ...roastCcx, closedDates: ['2026-03-13'], closedReasons: { '2026-03-13': 'Holi' } };
    const stores = outlets.map((store) => (store._id === closed._id ? closed : store));
    serveApi({ 'GET /api/pickup-slots': pickupSlotsRoute({ stores }) });
    const opened = await openCakeDialog({ stores });
    await choosePickup(opened, { outlet: 'Roast CCX, Indiranagar', date: '2026-03-13' });

    const why = 'Closed for Holi. Roast CCX takes no pickups on 13 Mar 2026.';
    expect(await within(opened.dialog).findByRole('status')).toHaveTextContent(why);
    expect(within(opened.dialog).queryAllByRole('radio')).toEqual([]);
    await proceed(opened);
    expect(within(opened.dialog).getByRole('alert')).toHaveTextContent(why);
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('refuses an outlet the server says is too busy just now, in its words', async () => {
    const paused = { ...roastCcx, pausedUntil: '2026-03-10T11:00:00+05:30' };
    serveApi({
      'GET /api/pickup-slots': pickupSlotsRoute({
        stores: outlets.map((store) => (store._id === paused._id ? paused : store)),
      }),
    });
    // The page's outlets are from before the pause.
    const opened = await openCakeDialog();
    await choosePickup(opened, { outlet: 'Roast CCX, Indiranagar' });
    const why = 'Roast CCX is very busy just now and takes online orders again at 11:00 AM.';
    expect(await within(opened.dialog).findByRole('status')).toHaveTextContent(why);
    await proceed(opened);
    expect(within(opened.dialog).getByRole('alert')).toHaveTextContent(why);
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it("keeps the day's times in place, dimmed, while another day's are checked, and the note typed so far", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    serveApi({
      'GET /api/pickup-slots': async (call) => {
        const asked = pickupSlotsAsked(call);
        if (asked.date === '2026-03-14') await held;
        return { body: pickupSlotsAnswer(asked) };
      },
    });
    const opened = await openCakeDialog();
    await choosePickup(opened, { outlet: 'Roast CCX, Indiranagar' });
    await timesOffered(opened, '11 Mar 2026');
    const note = within(opened.dialog).getByLabelText('Note (optional)');
    await opened.user.type(note, 'Candles, please');

    // Another day from the date picker.
    fireEvent.change(within(opened.dialog).getByLabelText('Pickup date'), { target: { value: '2026-03-14' } });
    const waiting = within(opened.dialog).getByRole('group', { name: /^Times on 11 Mar 2026/ });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveTextContent('checking…');
    release();
    expect(await timesOffered(opened, '14 Mar 2026')).toHaveLength(60);
    await waitFor(() => expect(within(opened.dialog).getByRole('radio', { name: '10:15 AM' })).toBeChecked());
    expect(note).toHaveValue('Candles, please');
  });
});
