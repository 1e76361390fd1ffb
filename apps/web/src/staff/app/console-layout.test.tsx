import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../../test/network';
import { counter, owner, signedIn } from '../test/fixtures';
import { renderConsole } from '../test/render-console';

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Console' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe("the console's header", () => {
  it('gives a member of staff the orders, the menu and the people', async () => {
    serveApi(signedIn(counter));
    const { user } = renderConsole('/staff/account');
    await screen.findByRole('navigation', { name: 'Console' });
    expect(navLinks()).toEqual([
      ['Orders', '/staff'],
      ['Menu', '/staff/menu'],
      ['People', '/staff/people'],
    ]);
    await user.click(screen.getByRole('button', { name: /Ravi Kumar/ }));
    expect(screen.queryByRole('link', { name: 'Outlets' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Audit trail' })).not.toBeInTheDocument();
  });

  it("gives an owner the sales and the payments too, and the owner's other pages in the member menu", async () => {
    serveApi({
      ...signedIn(owner),
      'GET /api/staff/audit?page=1&limit=25': { body: { success: true, data: [], page: 1, limit: 25, total: 0 } },
    });
    const { user, router } = renderConsole('/staff/account');
    await screen.findByRole('navigation', { name: 'Console' });
    expect(navLinks()).toEqual([
      ['Orders', '/staff'],
      ['Menu', '/staff/menu'],
      ['People', '/staff/people'],
      ['Sales', '/staff/sales'],
      ['Payments', '/staff/payments'],
    ]);

    await user.click(screen.getByRole('button', { name: /Meera Iyer/ }));
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/staff/members');
    expect(screen.getByRole('link', { name: 'Outlets' })).toHaveAttribute('href', '/staff/outlets');
    await user.click(screen.getByRole('link', { name: 'Audit trail' }));
    // The page's code arrives first: it is loaded only when it is opened.
    expect(await screen.findByRole('heading', { name: 'Audit trail', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/audit');
    expect(await screen.findByText('No changes yet.')).toBeInTheDocument();
  });

  it("tells a member of staff who opens the sales' address that it is for owners", async () => {
    serveApi(signedIn(counter));
    renderConsole('/staff/sales');
    expect(await screen.findByText('Only an owner can see the sales.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sales', level: 1 })).toBeInTheDocument();
  });
});
