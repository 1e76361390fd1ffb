import type { ProductionLine } from '@roast/domain';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { serveApi } from '../../../test/network';
import { ccx, counter, r24, signedIn } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';

beforeAll(async () => {
  await import('./production-page');
});

const lines: ProductionLine[] = [
  {
    itemType: 'cake',
    itemId: 'c1',
    itemName: 'Belgian Chocolate Truffle',
    size: '1-kg',
    isveg: 'EGGLESS',
    quantity: 3,
    units: 6,
    orders: 2,
  },
  {
    itemType: 'other',
    itemId: 'h1',
    itemName: 'Christmas Plum Cake Hamper',
    size: '0-kg',
    isveg: null,
    quantity: 4,
    units: 4,
    orders: 4,
  },
];
const listPath = (outlet: string, date: string) => `GET /api/staff/production?outlet=${outlet}&date=${date}`;

describe('the production list', () => {
  it('shows what to make for the outlet’s day, with the units in all, and prints it', async () => {
    const calls = serveApi({
      ...signedIn(counter, [ccx, r24]),
      [listPath(ccx._id, '2026-11-28')]: { body: { success: true, date: '2026-11-28', data: lines } },
      [listPath(r24._id, '2026-11-28')]: { body: { success: true, date: '2026-11-28', data: [] } },
    });
    const print = vi.fn();
    window.print = print;
    const { user } = renderConsole(`/staff/production?outlet=${ccx._id}&date=2026-11-28`);
    const table = await screen.findByRole('table', { name: /To make at Roast CCX for/ });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ItemSizeEggQuantityUnitsOrders',
      'Belgian Chocolate Truffle1 kgEggless362',
      'Christmas Plum Cake Hamper——444',
      'Kitchen units in all10',
    ]);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();

    // Another outlet: its own list.
    await user.click(screen.getByRole('button', { name: 'Roast 24 Seven' }));
    expect(await screen.findByText('Nothing to make for this day yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    expect(calls.map((call) => call.path)).toContain(`/api/staff/production?outlet=${r24._id}&date=2026-11-28`);
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    serveApi({
      ...signedIn(counter, [ccx]),
      [listPath(ccx._id, '2026-11-28')]: () =>
        fail
          ? { status: 503, body: { success: false, code: 'server_busy', message: 'Busy' } }
          : { body: { success: true, date: '2026-11-28', data: lines } },
    });
    const { user } = renderConsole(`/staff/production?outlet=${ccx._id}&date=2026-11-28`);
    await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
