import type { AuditEntry } from '@roast/domain';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveApi, type ApiRoute } from '../../../test/network';
import { counter, owner, signedIn } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';

// The route loads the page lazily; loaded once here, no test waits on its first transform.
beforeAll(async () => {
  await import('./audit-page');
});

const TRUFFLE = '3b9c1f5e-2d4a-4b6c-9e8f-1a2b3c4d5e01';
const CCX = '7d0f4a3e-1c2b-4e5f-8a9b-0c1d2e3f4a01';

const priceChange: AuditEntry = {
  _id: 'a1',
  at: '2026-11-26T10:32:00.000Z',
  by: 'Meera Iyer',
  kind: 'cakes',
  itemId: TRUFFLE,
  itemName: 'Belgian Chocolate Truffle',
  action: 'updated',
  before: { pricePerlarge: 1850, isSold: false, img: 'cake-belgian-chocolate-truffle-800.webp' },
  after: { pricePerlarge: 1900, isSold: true, img: 'u-7k3q9d2xw4mp-800.webp' },
};
const hoursChange: AuditEntry = {
  _id: 'a2',
  at: '2026-11-25T04:00:00.000Z',
  by: 'Meera Iyer',
  kind: 'outlets',
  itemId: CCX,
  itemName: 'Roast CCX',
  action: 'updated',
  before: { hours: { open: '08:00', close: '23:00' }, closedDates: [] },
  after: { hours: { open: '07:30', close: '24:00' }, closedDates: ['2026-12-25'] },
};
const takenDown: AuditEntry = {
  _id: 'a3',
  at: '2025-12-31T18:45:00.000Z',
  by: 'Ravi Kumar',
  kind: 'offers',
  itemId: '4c8d2e6f-3a5b-4c7d-8e9f-2b3c4d5e6f01',
  itemName: 'Festive Treats Hamper',
  action: 'deactivated',
  before: { isActive: true },
  after: { isActive: false },
};

const page = (data: AuditEntry[], { page = 1, total = data.length } = {}) => ({
  body: { success: true, data, page, limit: 25, total },
});

function serveAudit(routes: Record<string, ApiRoute>) {
  return serveApi({ ...signedIn(owner), ...routes });
}

const entry = (name: RegExp) => screen.getByRole('article', { name });

describe('the audit trail', () => {
  it('shows each change: when in India time, who, what, and each field before and after', async () => {
    serveAudit({ 'GET /api/staff/audit?page=1&limit=25': page([priceChange, hoursChange, takenDown]) });
    renderConsole('/staff/audit');
    await screen.findByRole('heading', { name: 'Audit trail', level: 1 });
    const cake = await screen.findByRole('article', { name: /Belgian Chocolate Truffle/ });

    expect(screen.getByText('3 changes')).toBeInTheDocument();
    expect(within(cake).getByRole('heading')).toHaveTextContent('Changed Cake Belgian Chocolate Truffle');
    expect(within(cake).getByText('26 Nov 2026, 4:02 PM')).toBeInTheDocument();
    expect(within(cake).getByText('Meera Iyer')).toBeInTheDocument();
    expect(within(cake).getByRole('link', { name: 'Belgian Chocolate Truffle' })).toHaveAttribute(
      'href',
      `/staff/menu/cakes/${TRUFFLE}`,
    );
    const price = within(cake).getByText('1 kg price').closest('div');
    expect(price).toHaveTextContent('₹1,850became₹1,900');
    expect(within(cake).getByText('Sold out').closest('div')).toHaveTextContent('NobecameYes');
    const photos = within(cake).getByText('Photo').closest('div');
    expect([...(photos?.querySelectorAll('img') ?? [])].map((img) => img.getAttribute('src'))).toEqual([
      '/images/cake-belgian-chocolate-truffle-800.webp',
      '/images/u-7k3q9d2xw4mp-800.webp',
    ]);

    const outlet = entry(/Roast CCX/);
    expect(within(outlet).getByText('Opening hours').closest('div')).toHaveTextContent(
      '8:00 AM to 11:00 PMbecame7:30 AM to 12:00 AM',
    );
    expect(within(outlet).getByText('Closed days').closest('div')).toHaveTextContent('nothingbecame25 Dec 2026');
    expect(within(outlet).getByRole('link', { name: 'Roast CCX' })).toHaveAttribute('href', '/staff/outlets');

    const hamper = entry(/Festive Treats Hamper/);
    expect(within(hamper).getByRole('heading')).toHaveTextContent('Deactivated Hamper Festive Treats Hamper');
    expect(within(hamper).getByText('1 Jan 2026, 12:15 AM')).toBeInTheDocument();
  });

  it('filters by part of the catalog, and pages through', async () => {
    const calls = serveAudit({
      'GET /api/staff/audit?page=1&limit=25': page([priceChange]),
      'GET /api/staff/audit?kind=outlets&page=1&limit=25': page([hoursChange], { total: 30 }),
      'GET /api/staff/audit?kind=outlets&page=2&limit=25': page([hoursChange], { page: 2, total: 30 }),
    });
    const { user, router } = renderConsole('/staff/audit');
    await screen.findByRole('article', { name: /Belgian/ });

    await user.selectOptions(screen.getByLabelText('Show changes to'), 'Outlets');
    expect(await screen.findByText('30 changes, page 1 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=outlets');
    expect(screen.queryByRole('link', { name: /Newer/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Older' }));
    expect(await screen.findByText('30 changes, page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Newer' })).toHaveAttribute('href', '/staff/audit?kind=outlets');
    expect(calls.map((call) => call.path).filter((path) => path.startsWith('/api/staff/audit'))).toEqual([
      '/api/staff/audit?page=1&limit=25',
      '/api/staff/audit?kind=outlets&page=1&limit=25',
      '/api/staff/audit?kind=outlets&page=2&limit=25',
    ]);
  });

  it("shows one item's history, from its form's History link", async () => {
    serveAudit({
      [`GET /api/staff/audit?kind=cakes&id=${TRUFFLE}&page=1&limit=25`]: page([priceChange]),
    });
    renderConsole(`/staff/audit?kind=cakes&id=${TRUFFLE}`);
    expect(await screen.findByText(/Showing the changes to Belgian Chocolate Truffle\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show every change to the cakes' })).toHaveAttribute(
      'href',
      '/staff/audit?kind=cakes',
    );
  });

  it('says when there is nothing yet, and when it cannot be fetched', async () => {
    serveAudit({
      'GET /api/staff/audit?page=1&limit=25': page([]),
      'GET /api/staff/audit?kind=jobs&page=1&limit=25': { status: 500, body: { success: false, message: 'Oops.' } },
    });
    const { user } = renderConsole('/staff/audit');
    expect(await screen.findByText('No changes yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show changes to'), 'Jobs');
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops.');
  });

  it('is for owners only', async () => {
    serveApi(signedIn(counter));
    renderConsole('/staff/audit');
    expect(
      await screen.findByText('Only an owner can see the changes made to the menu and the outlets.'),
    ).toBeInTheDocument();
  });
});
