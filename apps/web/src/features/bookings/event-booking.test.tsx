import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { signIn } from '../../lib/session';
import { jazzEvening } from '../../test/catalog';
import { openedWidget, standInCheckout } from '../../test/checkout-widget';
import { expectFieldError, expectFieldFine } from '../../test/fields';
import { serveApi, type ApiRoute } from '../../test/network';
import { renderInApp, toastsShown } from '../../test/render';
import { EventBooking } from './event-booking';

const REFERENCE = 'EVT-260321-0007';

const holdAnswer: ApiRoute = {
  body: {
    success: true,
    id: 'order_Ev3nT0rd3r',
    amount: 99_800,
    currency: 'INR',
    orderId: REFERENCE,
    holdExpiresAt: '2026-03-10T05:15:00.000Z',
  },
};

const keyAnswer: ApiRoute = {
  body: { success: true, key: 'rzp_test_sandbox', script: '/payments/sandbox-checkout.js', provider: 'sandbox' },
};

async function openBookingForm() {
  const user = userEvent.setup();
  const view = renderInApp(<EventBooking event={jazzEvening} />, { path: paths.event(jazzEvening._id) });
  await user.click(screen.getByRole('button', { name: 'Book Now' }));
  const dialog = screen.getByRole('dialog', { name: 'Book your place' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  const proceed = () => user.click(within(dialog).getByRole('button', { name: 'Proceed to Pay' }));
  return { ...view, user, dialog, field, proceed };
}

describe('the event booking form', () => {
  it('asks for the name and the email beside each, focusing the name', async () => {
    const { field, proceed } = await openBookingForm();
    await proceed();

    expectFieldError(field('Name'), 'Please fill in all fields.');
    expectFieldError(field('Email'), 'Please fill in all fields.');
    expectFieldFine(field('Places'));
    expect(field('Name')).toHaveFocus();
  });

  it("refuses an email address that is not one, in the domain's words", async () => {
    const { user, field, proceed } = await openBookingForm();
    await user.type(field('Name'), 'Asha Rao');
    await user.type(field('Email'), 'asha@example');
    await proceed();

    expectFieldFine(field('Name'));
    expectFieldError(field('Email'), 'Enter a valid email address, like name@example.com.');
    expect(field('Email')).toHaveFocus();
  });

  it('offers no more places than are left', async () => {
    const { user, field, proceed } = await openBookingForm();
    expect(field('Places')).toHaveAccessibleDescription('₹499 each; up to 3 in one booking.');
    await user.type(field('Name'), 'Asha Rao');
    await user.type(field('Email'), 'asha@example.com');
    await user.clear(field('Places'));
    await user.type(field('Places'), '5');
    await proceed();

    expectFieldError(field('Places'), 'Choose between 1 and 3 places.');
    expect(field('Places')).toHaveFocus();
  });

  it('holds the places, opens the payment and shows the booking once it is verified', async () => {
    const calls = serveApi({
      'POST /api/event/create-order': holdAnswer,
      'GET /api/getkey': keyAnswer,
      'POST /api/event/payment-verification': {
        body: { reference: 'pay_Ev3nT0rd', orderId: REFERENCE, message: 'Booking confirmed', outcome: 'paid' },
      },
    });
    const widgets = standInCheckout();
    const { user, field, proceed, router } = await openBookingForm();
    await user.type(field('Name'), ' Asha Rao ');
    await user.type(field('Email'), 'Asha@Example.com');
    await user.clear(field('Places'));
    await user.type(field('Places'), '2');
    expect(screen.getByRole('status')).toHaveTextContent('₹998');
    await proceed();

    const widget = await openedWidget(widgets);
    expect(widget.options).toMatchObject({
      order_id: 'order_Ev3nT0rd3r',
      amount: 99_800,
      description: 'Jazz Evening: 2 places',
      prefill: { name: 'Asha Rao', email: 'asha@example.com' },
    });
    // The form makes way for the widget.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    widget.pay();

    expect(await screen.findByText('Your booking is confirmed')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(REFERENCE);
    expect(router.state.location.search).toBe(`?booking=${REFERENCE}`);
    expect(calls.find((call) => call.path === '/api/event/create-order')?.body).toEqual({
      eventId: jazzEvening._id,
      name: 'Asha Rao',
      email: 'asha@example.com',
      slotsBooked: 2,
    });
  });

  it('says so when the places went while the customer paid, and the payment was refunded', async () => {
    const refunded = 'The last places went while you paid, so we have refunded your payment.';
    serveApi({
      'POST /api/event/create-order': holdAnswer,
      'GET /api/getkey': keyAnswer,
      'POST /api/event/payment-verification': {
        body: { reference: 'pay_Ev3nT0rd', orderId: REFERENCE, message: refunded, outcome: 'refunded' },
      },
    });
    const widgets = standInCheckout();
    const { user, field, proceed, router } = await openBookingForm();
    await user.type(field('Name'), 'Asha Rao');
    await user.type(field('Email'), 'asha@example.com');
    await proceed();
    (await openedWidget(widgets)).pay();

    await expect.poll(toastsShown).toEqual([{ role: 'alert', message: refunded }]);
    expect(screen.queryByText('Your booking is confirmed')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("keeps the form open with the server's words when it cannot hold the places", async () => {
    serveApi({
      'POST /api/event/create-order': { status: 409, body: { success: false, message: 'Only 1 place is left.' } },
    });
    const widgets = standInCheckout();
    const { user, dialog, field, proceed } = await openBookingForm();
    await user.type(field('Name'), 'Asha Rao');
    await user.type(field('Email'), 'asha@example.com');
    await user.clear(field('Places'));
    await user.type(field('Places'), '2');
    await proceed();

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only 1 place is left.');
    expect(widgets).toHaveLength(0);
  });

  it("starts from a signed-in customer's name and email", async () => {
    serveApi({
      'GET /api/user/details': {
        body: { success: true, data: { _id: 'customer-1', name: 'Asha Rao', email: 'asha@example.com', phone: '' } },
      },
    });
    signIn('token-booking');
    const { field } = await openBookingForm();
    expect(await within(field('Name').closest('form') as HTMLElement).findByDisplayValue('Asha Rao')).toBe(
      field('Name'),
    );
    expect(field('Email')).toHaveValue('asha@example.com');
  });
});
