import { addDays, formatDate, type SalesReport } from '@roast/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectFieldError } from '../../../test/fields';
import { serveApi, type ApiRoute } from '../../../test/network';
import { formatEventDate } from '../../../lib/format';
import { indiaToday } from '../../lib/dates';
import { ccx, counter, owner, r24, rcc, signedIn } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';
import { standInCanvas } from './canvas-stand-in';

// The route loads the page lazily; loaded once here, no test waits on its first transform.
beforeAll(async () => {
  await import('./sales-page');
});

beforeEach(() => {
  standInCanvas();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const today = () => indiaToday();

/** Each outlet's orders and revenue (₹) on each day of a range, as the server adds them up. */
function report(
  from: string,
  perDay: Record<string, [number, number]>[],
  change: Partial<SalesReport> = {},
): { body: { success: true; data: SalesReport } } {
  const names = new Map([ccx, r24, rcc].map((outlet) => [outlet._id, outlet.outletName]));
  const days = perDay.map((outlets, index) => {
    const list = Object.entries(outlets).map(([storeId, [orders, revenue]]) => ({ storeId, orders, revenue }));
    return {
      date: addDays(from, index),
      outlets: list,
      orders: list.reduce((sum, each) => sum + each.orders, 0),
      revenue: list.reduce((sum, each) => sum + each.revenue, 0),
    };
  });
  const storeIds = [...new Set(perDay.flatMap((outlets) => Object.keys(outlets)))];
  const outlets = storeIds.map((storeId) => {
    const of = days.flatMap((day) => day.outlets.filter((each) => each.storeId === storeId));
    return {
      storeId,
      outletName: names.get(storeId) ?? 'Elsewhere',
      orders: of.reduce((sum, each) => sum + each.orders, 0),
      revenue: of.reduce((sum, each) => sum + each.revenue, 0),
    };
  });
  return {
    body: {
      success: true,
      data: {
        from,
        to: days.at(-1)?.date ?? from,
        outlet: null,
        days,
        outlets,
        bestSellers: [
          { itemName: 'Belgian Chocolate Truffle', quantity: 42, revenue: 77_700 },
          { itemName: 'Red Velvet', quantity: 18, revenue: 17_100 },
          { itemName: 'Festive Hamper', quantity: 9, revenue: 13_500 },
        ],
        paymentMethods: [
          { method: 'ONLINE', orders: 50, revenue: 90_000 },
          { method: 'CASH', orders: 12, revenue: 14_200.5 },
          { method: 'UPI', orders: 7, revenue: 4_100 },
        ],
        totals: {
          orders: days.reduce((sum, day) => sum + day.orders, 0),
          revenue: days.reduce((sum, day) => sum + day.revenue, 0),
          cancelled: 3,
        },
        ...change,
      },
    },
  };
}

/** A week at the three outlets: ₹1,26,000 from 60 orders. */
const week = (from: string) =>
  report(from, [
    { [ccx._id]: [4, 8_000], [r24._id]: [2, 3_000], [rcc._id]: [3, 5_000] },
    { [ccx._id]: [5, 10_000], [r24._id]: [3, 4_500], [rcc._id]: [2, 3_500] },
    { [ccx._id]: [0, 0], [r24._id]: [0, 0], [rcc._id]: [0, 0] },
    { [ccx._id]: [6, 14_000], [r24._id]: [4, 6_000], [rcc._id]: [3, 6_000] },
    { [ccx._id]: [4, 9_000], [r24._id]: [3, 5_000], [rcc._id]: [2, 4_000] },
    { [ccx._id]: [7, 16_000], [r24._id]: [4, 7_000], [rcc._id]: [3, 6_500] },
    { [ccx._id]: [3, 7_000], [r24._id]: [1, 1_500], [rcc._id]: [1, 10_000] },
  ]);

const salesPath = (from: string, to: string, outlet?: string) =>
  `GET /api/staff/reports/sales?from=${from}&to=${to}${outlet ? `&outlet=${outlet}` : ''}`;

function serveSales(extra: Record<string, ApiRoute> = {}) {
  const from = addDays(today(), -6);
  return serveApi({
    ...signedIn(owner),
    [salesPath(from, today())]: week(from),
    ...extra,
  });
}

async function openSales(path = '/staff/sales') {
  const view = renderConsole(path);
  await screen.findByRole('heading', { name: 'Sales', level: 1 });
  await screen.findByRole('table', { name: 'Day by day' });
  return view;
}

const total = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].filter((cell) => cell.textContent).map((cell) => cell.textContent),
    );

describe('the sales page', () => {
  it('is for owners only', async () => {
    serveApi(signedIn(counter));
    renderConsole('/staff/sales');
    expect(await screen.findByText(/^Only an owner can see (the )?sales\.$/)).toBeInTheDocument();
  });

  it('shows the last 7 days at every outlet: totals, each outlet, every day and the best sellers', async () => {
    serveSales();
    await openSales();
    const from = addDays(today(), -6);

    expect(
      screen.getByText(`${formatDate(from)} to ${formatDate(today())} · All outlets. Amounts include GST.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(total('Orders')).toBe('60');
    expect(total('Revenue')).toBe('₹1,26,000');
    expect(total('Average order')).toBe('₹2,100');
    expect(total('Cancelled orders')).toBe('3');

    expect(rowsOf(screen.getByRole('table', { name: 'By outlet' }))).toEqual([
      ['Outlet', 'Orders', 'Revenue', 'Share'],
      ['Roast CCX', '29', '₹64,000', '51%'],
      ['Roast 24 Seven', '17', '₹27,000', '21%'],
      ['Roast Caffeine Capital', '14', '₹35,000', '28%'],
    ]);

    const days = rowsOf(screen.getByRole('table', { name: 'Day by day' }));
    expect(days[0]).toEqual(['All outlets', 'Roast CCX', 'Roast 24 Seven', 'Roast Caffeine Capital']);
    expect(days[1]).toEqual([
      'Day',
      'Orders',
      'Revenue',
      'Orders',
      'Revenue',
      'Orders',
      'Revenue',
      'Orders',
      'Revenue',
    ]);
    expect(days[2]).toEqual([formatEventDate(from), '9', '₹16,000', '4', '₹8,000', '2', '₹3,000', '3', '₹5,000']);
    expect(days[4]).toEqual([formatEventDate(addDays(from, 2)), '0', '₹0', '0', '₹0', '0', '₹0', '0', '₹0']);
    expect(days).toHaveLength(2 + 7 + 1);
    expect(days.at(-1)).toEqual(['All days', '60', '₹1,26,000', '29', '₹64,000', '17', '₹27,000', '14', '₹35,000']);

    expect(rowsOf(screen.getByRole('table', { name: 'Best-selling items' }))).toEqual([
      ['Item', 'Sold', 'Revenue'],
      ['Belgian Chocolate Truffle', '42', '₹77,700'],
      ['Red Velvet', '18', '₹17,100'],
      ['Festive Hamper', '9', '₹13,500'],
    ]);
    // What the drawer and the counter's machines should hold, beside what came in online.
    expect(rowsOf(screen.getByRole('table', { name: 'How it was paid' }))).toEqual([
      ['Paid by', 'Orders', 'Revenue'],
      ['Online, at checkout', '50', '₹90,000'],
      ['Cash at the counter', '12', '₹14,200.50'],
      ['UPI at the counter', '7', '₹4,100'],
    ]);

    // Each chart says what it shows, for people who cannot see it.
    const charts = screen.getAllByRole('img');
    expect(charts.map((chart) => chart.tagName)).toEqual(['CANVAS', 'CANVAS', 'CANVAS']);
    expect(charts[0]).toHaveAccessibleName(
      `Bar chart of revenue per day, ${formatDate(from)} to ${formatDate(today())}, stacked by outlet: ₹1,26,000 in all; ` +
        `the best day was ${formatEventDate(addDays(from, 5))} with ₹29,500. The table ‘Day by day’ gives every figure.`,
    );
    expect(charts[1]).toHaveAccessibleName(
      /^Bar chart of orders per day, .*: 60 in all; the busiest day was .* with 14\./,
    );
    expect(charts[2]).toHaveAccessibleName(
      'Bar chart of the 3 best-selling items by quantity: Belgian Chocolate Truffle, 42; Red Velvet, 18; Festive Hamper, 9. ' +
        'The table ‘Best-selling items’ gives them with their revenue.',
    );

    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/staff/reports/sales?from=${from}&to=${today()}&format=csv`,
    );
  });

  it('shows a preset range, and keeps it in the address', async () => {
    const first = `${today().slice(0, 8)}01`;
    const calls = serveSales({ [salesPath(first, today())]: report(first, [{ [ccx._id]: [1, 1_200] }]) });
    const { user, router } = await openSales();

    await user.click(screen.getByRole('button', { name: 'This month' }));
    await waitFor(() => expect(total('Revenue')).toBe('₹1,200'));
    expect(calls.at(-1)?.path).toBe(`/api/staff/reports/sales?from=${first}&to=${today()}`);
    expect(router.state.location.search).toBe('?range=month');
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('From')).toHaveValue(first);
    // One outlet sold: no columns per outlet.
    expect(rowsOf(screen.getByRole('table', { name: 'Day by day' }))[0]).toEqual(['Day', 'Orders', 'Revenue']);
  });

  it('shows the dates chosen, once they make a range', async () => {
    const calls = serveSales({
      [salesPath('2026-10-01', '2026-10-03')]: report('2026-10-01', [
        { [ccx._id]: [2, 2_400] },
        { [ccx._id]: [0, 0] },
        { [ccx._id]: [1, 850.5] },
      ]),
    });
    const { user, router } = await openSales();
    const fromField = screen.getByLabelText('From');
    const toField = screen.getByLabelText('To');

    await user.clear(fromField);
    await user.type(fromField, '2026-10-05');
    await user.clear(toField);
    await user.type(toField, '2026-10-03');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expectFieldError(toField, 'The range must end on or after its first day.');

    await user.clear(fromField);
    await user.type(fromField, '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('₹3,250.50', { selector: 'dd' })).toBeInTheDocument();
    expect(calls.at(-1)?.path).toBe('/api/staff/reports/sales?from=2026-10-01&to=2026-10-03');
    expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-10-03');
    expect(screen.getByText('1 Oct 2026 to 3 Oct 2026 · All outlets. Amounts include GST.')).toBeInTheDocument();
    for (const preset of ['Today', 'Last 7 days', 'This month', 'Last 30 days']) {
      expect(screen.getByRole('button', { name: preset })).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('shows one outlet', async () => {
    const from = addDays(today(), -6);
    const calls = serveSales({
      [salesPath(from, today(), r24._id)]: report(from, [{ [r24._id]: [2, 3_000] }], { outlet: r24._id }),
    });
    const { user, router } = await openSales();

    await user.selectOptions(screen.getByLabelText('Outlet'), 'Roast 24 Seven');
    expect(await screen.findByText(/Roast 24 Seven\. Amounts include GST\.$/)).toBeInTheDocument();
    await screen.findByText('₹3,000', { selector: 'dd' });
    expect(calls.at(-1)?.path).toBe(`/api/staff/reports/sales?from=${from}&to=${today()}&outlet=${r24._id}`);
    expect(router.state.location.search).toBe(`?outlet=${r24._id}`);
    expect(screen.queryByRole('table', { name: 'By outlet' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/staff/reports/sales?from=${from}&to=${today()}&outlet=${r24._id}&format=csv`,
    );
  });

  it('says so when nothing was sold', async () => {
    serveApi({ ...signedIn(owner), [salesPath(today(), today())]: report(today(), [{}], { bestSellers: [] }) });
    renderConsole('/staff/sales?range=today');
    expect(await screen.findByText('No paid orders on this day.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says what went wrong when the report cannot be made', async () => {
    const from = addDays(today(), -6);
    serveSales({
      [salesPath(from, today())]: {
        status: 400,
        body: { success: false, message: 'The range must end on or after its first day.' },
      },
    });
    renderConsole('/staff/sales');
    expect(await screen.findByRole('alert')).toHaveTextContent('The range must end on or after its first day.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
