import type { Store } from '@roast/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { outlets } from '../../../test/catalog';
import { expectFieldError } from '../../../test/fields';
import { serveApi, type ApiAnswer, type ApiRoute } from '../../../test/network';
import { counter, fieldRefusalBody, kitchenWhatsAppRoutes, owner, signedIn } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';

// The route loads the page lazily; loaded once here, no test waits on its first transform.
beforeAll(async () => {
  await import('./outlets-page');
});

const [ccxOutlet, r24Outlet, rccOutlet] = outlets.map((outlet): Store => ({
  ...outlet,
  closedDates: [],
  takingOrders: true,
})) as [Store, Store, Store];
const ccx: Store = {
  ...ccxOutlet,
  closedDates: ['2026-12-25', '2026-11-14'],
  closedReasons: { '2026-12-25': 'Christmas' },
  sameDayCutoff: '20:00',
};
const r24: Store = { ...r24Outlet, takingOrders: false };

function serveOutlets(extra: Record<string, ApiRoute> = {}, member = owner) {
  return serveApi({
    ...signedIn(member),
    'GET /api/stores/list': { body: { success: true, stores: [ccx, r24, rccOutlet] } },
    ...kitchenWhatsAppRoutes([ccx._id, r24._id, rccOutlet._id]),
    ...extra,
  });
}

async function openOutlets() {
  const view = renderConsole('/staff/outlets');
  await screen.findByRole('heading', { name: 'Outlets', level: 1 });
  await screen.findAllByRole('article');
  return view;
}

const outletCard = (name: string) => screen.getByRole('article', { name });
const saved = (store: Store) => ({ body: { success: true, data: store } });

describe("the outlets' settings", () => {
  it("show each outlet's hours, closed days, phone and whether it takes online orders", async () => {
    serveOutlets();
    await openOutlets();

    const card = outletCard('Roast CCX');
    expect(within(card).getByLabelText('Opens at')).toHaveValue('08:00');
    expect(within(card).getByLabelText('Closes at')).toHaveValue('23:00');
    expect(within(card).getByRole('checkbox', { name: 'Open until midnight' })).not.toBeChecked();
    expect(within(card).getByLabelText('Phone')).toHaveValue('+91 98765 43210');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['14 Nov 2026', '25 Dec 2026']);
    expect(within(card).getByRole('switch', { name: 'Taking online orders: Roast CCX' })).toBeChecked();

    const allDay = outletCard('Roast 24 Seven');
    expect(within(allDay).getByRole('checkbox', { name: 'Open until midnight' })).toBeChecked();
    expect(within(allDay).getByLabelText('Closes at')).toBeDisabled();
    expect(within(allDay).getByText('Open every day.')).toBeInTheDocument();
    expect(within(allDay).getByRole('switch', { name: /Taking online orders/ })).not.toBeChecked();
    expect(within(allDay).getByText(/Customers cannot order for pickup here/)).toBeInTheDocument();
  });

  it('saves only what changed: new hours, a day added and one taken away', async () => {
    const calls = serveOutlets({
      [`PATCH /api/staff/outlets/${ccx._id}`]: ({ body }) => saved({ ...ccx, ...(body as Partial<Store>) }),
    });
    const { user } = await openOutlets();
    const card = outletCard('Roast CCX');

    await user.clear(within(card).getByLabelText('Opens at'));
    await user.type(within(card).getByLabelText('Opens at'), '07:30');
    await user.click(within(card).getByRole('button', { name: 'Remove 14 Nov 2026' }));
    await user.type(within(card).getByLabelText('Add a closed day'), '2027-01-26');
    await user.click(within(card).getByRole('button', { name: 'Add' }));
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['25 Dec 2026', '26 Jan 2027']);
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Saved Roast CCX’s settings.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => [call.path, call.body])).toEqual([
      [
        `/api/staff/outlets/${ccx._id}`,
        { hours: { open: '07:30', close: '23:00' }, closedDates: ['2026-12-25', '2027-01-26'] },
      ],
    ]);
  });

  it("show and save the pickup slots' length, units and same-day cutoff, and why a day is closed", async () => {
    const calls = serveOutlets({
      [`PATCH /api/staff/outlets/${ccx._id}`]: ({ body }) => saved({ ...ccx, ...(body as Partial<Store>) }),
    });
    const { user } = await openOutlets();
    const card = outletCard('Roast CCX');
    expect(within(card).getByLabelText('Slot length')).toHaveValue('15');
    expect(within(card).getByLabelText('Units per slot')).toHaveValue(20);
    expect(within(card).getByLabelText('Same-day cutoff')).toHaveValue('20:00');
    expect(within(card).getByLabelText('Reason for 25 Dec 2026')).toHaveValue('Christmas');
    expect(within(card).getByLabelText('Reason for 14 Nov 2026')).toHaveValue('');

    await user.selectOptions(within(card).getByLabelText('Slot length'), '30 minutes');
    await user.clear(within(card).getByLabelText('Units per slot'));
    await user.type(within(card).getByLabelText('Units per slot'), '12');
    await user.clear(within(card).getByLabelText('Same-day cutoff'));
    await user.type(within(card).getByLabelText('Reason for 14 Nov 2026'), ' Staff training ');
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Saved Roast CCX’s settings.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      {
        slotMinutes: 30,
        slotCapacity: 12,
        sameDayCutoff: null,
        closedReasons: { '2026-11-14': 'Staff training', '2026-12-25': 'Christmas' },
      },
    ]);
  });

  it("drops a day's reason with the day", async () => {
    const calls = serveOutlets({
      [`PATCH /api/staff/outlets/${ccx._id}`]: ({ body }) => saved({ ...ccx, ...(body as Partial<Store>) }),
    });
    const { user } = await openOutlets();
    const card = outletCard('Roast CCX');
    await user.click(within(card).getByRole('button', { name: 'Remove 25 Dec 2026' }));
    await user.type(within(card).getByLabelText('Add a closed day'), '2026-12-25');
    await user.click(within(card).getByRole('button', { name: 'Add' }));
    expect(within(card).getByLabelText('Reason for 25 Dec 2026')).toHaveValue('');
    await user.click(within(card).getByRole('button', { name: 'Remove 25 Dec 2026' }));
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { closedDates: ['2026-11-14'], closedReasons: {} },
    ]);
  });

  it('checks the units per slot, and shows the server’s refusal of them beside the field', async () => {
    const calls = serveOutlets({
      [`PATCH /api/staff/outlets/${ccx._id}`]: {
        status: 400,
        body: fieldRefusalBody('slotCapacity', 'slot_capacity_too_big', { max: 200 }),
      },
    });
    const { user } = await openOutlets();
    const card = outletCard('Roast CCX');
    const units = within(card).getByLabelText('Units per slot');

    await user.clear(units);
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));
    expectFieldError(units, 'Give the units a slot can take as a number.');
    expect(units).toHaveFocus();

    await user.type(units, '500');
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));
    expectFieldError(units, 'A slot takes at most 200 units.');
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    await user.clear(units);
    await user.type(units, '150');
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    await waitFor(() => expectFieldError(units, 'A slot takes at most 200 units.'));
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a closed day's reason beside that day", async () => {
    serveOutlets({
      [`PATCH /api/staff/outlets/${ccx._id}`]: {
        status: 400,
        body: fieldRefusalBody('closedReasons.2026-11-14', 'closed_reason_too_long'),
      },
    });
    const { user } = await openOutlets();
    const card = outletCard('Roast CCX');
    await user.type(within(card).getByLabelText('Reason for 14 Nov 2026'), 'Stock-take');
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));

    const reason = within(card).getByLabelText('Reason for 14 Nov 2026');
    await waitFor(() => expectFieldError(reason, 'Please shorten the reason to 60 characters.'));
    expect(reason).toHaveFocus();
  });

  it('opens until midnight as 24:00', async () => {
    const calls = serveOutlets({
      [`PATCH /api/staff/outlets/${rccOutlet._id}`]: saved({ ...rccOutlet, hours: { open: '07:30', close: '24:00' } }),
    });
    const { user } = await openOutlets();
    const card = outletCard('Roast Caffeine Capital');
    await user.click(within(card).getByRole('checkbox', { name: 'Open until midnight' }));
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.at(-1)?.method).toBe('PATCH'));
    expect(calls.at(-1)?.body).toEqual({ hours: { open: '07:30', close: '24:00' } });
  });

  it('checks the hours, the phone and the days before sending', async () => {
    const calls = serveOutlets();
    const { user } = await openOutlets();
    const card = outletCard('Roast CCX');

    await user.click(within(card).getByRole('button', { name: 'Add' }));
    expectFieldError(within(card).getByLabelText('Add a closed day'), 'Choose a day to add.');
    await user.type(within(card).getByLabelText('Add a closed day'), '2026-12-25');
    await user.click(within(card).getByRole('button', { name: 'Add' }));
    expectFieldError(within(card).getByLabelText('Add a closed day'), '25 Dec 2026 is already a closed day.');

    await user.click(within(card).getByRole('button', { name: 'Save changes' }));
    expect(within(card).getByText('Nothing has changed, so there is nothing to save.')).toBeInTheDocument();

    await user.clear(within(card).getByLabelText('Closes at'));
    await user.type(within(card).getByLabelText('Closes at'), '07:00');
    await user.clear(within(card).getByLabelText('Phone'));
    await user.type(within(card).getByLabelText('Phone'), 'call us');
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));

    expectFieldError(within(card).getByLabelText('Closes at'), 'The outlet must close after it opens.');
    expectFieldError(within(card).getByLabelText('Phone'), 'Give a phone number, like 080 4912 3301.');
    expect(within(card).getByLabelText('Closes at')).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it("shows the server's refusal beside the field it names, in the console's words with the field's label", async () => {
    serveOutlets({
      [`PATCH /api/staff/outlets/${ccx._id}`]: { status: 400, body: fieldRefusalBody('phone', 'field_bad_format') },
    });
    const { user } = await openOutlets();
    const card = outletCard('Roast CCX');
    await user.clear(within(card).getByLabelText('Phone'));
    await user.type(within(card).getByLabelText('Phone'), '080 4912 3302');
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expectFieldError(within(card).getByLabelText('Phone'), 'Phone: this is not written the right way.'),
    );
  });

  it('stops and starts online orders at once, and puts the switch back if the server refuses', async () => {
    let answer: (reply: ApiAnswer) => void = () => undefined;
    const calls = serveOutlets({
      [`PATCH /api/staff/outlets/${ccx._id}`]: () =>
        new Promise<ApiAnswer>((resolve) => {
          answer = resolve;
        }),
      [`PATCH /api/staff/outlets/${r24._id}`]: saved({ ...r24, takingOrders: true }),
    });
    const { user } = await openOutlets();

    const ccxOrders = within(outletCard('Roast CCX')).getByRole('switch', { name: /Taking online orders/ });
    await user.click(ccxOrders);
    await waitFor(() => expect(ccxOrders).not.toBeChecked());
    expect(calls.at(-1)?.body).toEqual({ takingOrders: false });
    answer({ status: 500, body: { success: false, message: 'Something went wrong on our side.' } });
    await waitFor(() => expect(ccxOrders).toBeChecked());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Roast CCX: the change was not saved, nothing has changed. Something went wrong on our side.',
    );

    await user.click(within(outletCard('Roast 24 Seven')).getByRole('switch', { name: /Taking online orders/ }));
    expect(await screen.findByText('Roast 24 Seven is taking online orders again.')).toBeInTheDocument();
    expect(within(outletCard('Roast 24 Seven')).queryByText(/Customers cannot order/)).not.toBeInTheDocument();
  });

  it('say when the board has paused an outlet as busy', async () => {
    const pausedUntil = new Date(Date.now() + 20 * 60_000).toISOString();
    serveApi({
      ...signedIn(owner),
      'GET /api/stores/list': { body: { success: true, stores: [{ ...ccx, pausedUntil }, r24, rccOutlet] } },
      ...kitchenWhatsAppRoutes([ccx._id, r24._id, rccOutlet._id]),
    });
    await openOutlets();
    expect(
      within(outletCard('Roast CCX')).getByText(/^Paused as busy until .+: customers cannot order for pickup here/),
    ).toBeInTheDocument();
    expect(within(outletCard('Roast Caffeine Capital')).queryByText(/Paused as busy/)).not.toBeInTheDocument();
  });

  it('are for owners only', async () => {
    serveApi(signedIn(counter));
    renderConsole('/staff/outlets');
    expect(await screen.findByText("Only an owner can change the outlets' settings.")).toBeInTheDocument();
  });
});
