import type { StaffMember } from '@roast/domain';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../../../test/fields';
import { serveApi, type ApiRoute } from '../../../test/network';
import { ccx, counter, owner, r24, rcc, signedIn } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';

// The route loads the page lazily; loaded once here, no test waits on its first transform.
beforeAll(async () => {
  await import('./members-page');
});

const invited: StaffMember = {
  _id: '0b5e2a4c-8d1f-4e3a-9b7c-6a5d4e3f2a03',
  name: 'Farah Khan',
  email: 'farah@roastcafe.in',
  role: 'staff',
  outlets: [r24._id, rcc._id],
  active: true,
  passwordSet: false,
  lastLoginAt: null,
  createdAt: '2026-11-20T05:00:00.000Z',
};
const former: StaffMember = {
  ...counter,
  _id: '0b5e2a4c-8d1f-4e3a-9b7c-6a5d4e3f2a04',
  name: 'Joseph D’Souza',
  email: 'joseph@roastcafe.in',
  active: false,
};

const LINK = 'https://roastcafe.in/staff/set-password/q7Xk2mP9vR4tL8nB3wZ6yC1d';

function serveMembers(extra: Record<string, ApiRoute> = {}) {
  return serveApi({
    ...signedIn(owner),
    'GET /api/staff/members': { body: { success: true, data: [counter, invited, owner, former] } },
    ...extra,
  });
}

async function membersPage() {
  const view = renderConsole('/staff/members');
  await screen.findByRole('heading', { name: 'Members', level: 1 });
  await screen.findByRole('article', { name: /Meera Iyer/ });
  return view;
}

const memberCard = (name: RegExp) => screen.getByRole('article', { name });

describe('the members page', () => {
  it('is for owners only', async () => {
    serveApi(signedIn(counter));
    renderConsole('/staff/members');
    expect(await screen.findByText('Only an owner can manage members.')).toBeInTheDocument();
  });

  it('lists everyone: owners first, their outlets by name, who has not set a password yet, who is deactivated', async () => {
    serveMembers();
    await membersPage();

    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Meera Iyer (you)',
      'Farah Khan',
      'Joseph D’Souza',
      'Ravi Kumar',
    ]);
    const farah = memberCard(/Farah Khan/);
    expect(within(farah).getByText('farah@roastcafe.in')).toBeInTheDocument();
    expect(within(farah).getByText('Roast 24 Seven, Roast Caffeine Capital')).toBeInTheDocument();
    expect(within(farah).getByText('Invitation sent')).toBeInTheDocument();
    expect(within(farah).getByText('Never')).toBeInTheDocument();
    expect(within(memberCard(/Meera Iyer/)).getByText('Every outlet')).toBeInTheDocument();
    expect(within(memberCard(/Meera Iyer/)).getByText('26 Nov, 9:00 AM')).toBeInTheDocument();
    expect(within(memberCard(/Joseph/)).getByText('Deactivated')).toBeInTheDocument();
    expect(within(memberCard(/Ravi Kumar/)).getByText('Active')).toBeInTheDocument();
    // An owner does not deactivate themselves from here.
    expect(within(memberCard(/Meera Iyer/)).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
  });

  it('invites a colleague and shows the link to copy', async () => {
    const newcomer: StaffMember = {
      ...invited,
      _id: '0b5e2a4c-8d1f-4e3a-9b7c-6a5d4e3f2a05',
      name: 'Anil Menon',
      email: 'anil@roastcafe.in',
      outlets: [ccx._id],
    };
    const calls = serveMembers({
      'POST /api/staff/invitations': {
        status: 201,
        body: { success: true, data: newcomer, link: LINK, message: 'We emailed Anil Menon a link to set a password.' },
      },
    });
    const { user } = await membersPage();
    await user.click(screen.getByRole('button', { name: 'Invite a colleague' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a colleague' });

    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expectFieldError(within(dialog).getByLabelText('Name'), 'Enter a name.');
    expectFieldError(within(dialog).getByLabelText('Email'), 'Enter an email address.');
    expectFieldError(
      within(dialog).getByRole('checkbox', { name: 'Roast CCX' }),
      'Choose at least one outlet for a member of staff.',
    );
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Name'), ' Anil Menon ');
    await user.type(within(dialog).getByLabelText('Email'), 'Anil@RoastCafe.in');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Roast CCX' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await within(dialog).findByText('We emailed Anil Menon a link to set a password.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Set-password link')).toHaveValue(LINK);
    expect(calls.at(-1)?.body).toEqual({
      name: 'Anil Menon',
      email: 'anil@roastcafe.in',
      role: 'staff',
      outlets: [ccx._id],
    });

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(within(dialog).getByText('The link is copied.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('article', { name: /Anil Menon/ })).toBeInTheDocument();
  });

  it('invites an owner without choosing outlets', async () => {
    const calls = serveMembers({
      'POST /api/staff/invitations': {
        status: 201,
        body: { success: true, data: { ...invited, role: 'owner' }, link: LINK, message: 'Invitation sent.' },
      },
    });
    const { user } = await membersPage();
    await user.click(screen.getByRole('button', { name: 'Invite a colleague' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a colleague' });
    await user.type(within(dialog).getByLabelText('Name'), 'Zoya Ali');
    await user.type(within(dialog).getByLabelText('Email'), 'zoya@roastcafe.in');
    await user.click(within(dialog).getByRole('radio', { name: /Owner/ }));
    expect(within(dialog).getByText('An owner works at every outlet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await within(dialog).findByText('Invitation sent.')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ name: 'Zoya Ali', email: 'zoya@roastcafe.in', role: 'owner', outlets: [] });
  });

  it("changes a member's outlets", async () => {
    const calls = serveMembers({
      [`PATCH /api/staff/members/${counter._id}`]: {
        body: { success: true, data: { ...counter, outlets: [ccx._id, r24._id] } },
      },
    });
    const { user } = await membersPage();
    await user.click(screen.getByRole('button', { name: 'Edit Ravi Kumar' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Ravi Kumar' });
    expect(within(dialog).getByRole('checkbox', { name: 'Roast CCX' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Roast 24 Seven' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(memberCard(/Ravi Kumar/)).findByText('Roast CCX, Roast 24 Seven')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ role: 'staff', outlets: [ccx._id, r24._id] });
  });

  it('deactivates a member once confirmed, and shows a refusal', async () => {
    const calls = serveMembers({
      [`PATCH /api/staff/members/${counter._id}`]: {
        status: 409,
        body: { success: false, message: 'The console needs at least one active owner.' },
      },
    });
    const { user } = await membersPage();
    await user.click(screen.getByRole('button', { name: 'Deactivate Ravi Kumar' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Ravi Kumar?' });
    expect(dialog).toHaveTextContent('Ravi Kumar is logged out at once');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The console needs at least one active owner.');
    expect(calls.at(-1)?.body).toEqual({ active: false });
  });

  it('sends a member a new link', async () => {
    serveMembers({
      [`POST /api/staff/members/${counter._id}/link`]: {
        body: { success: true, link: LINK, message: 'We emailed Ravi Kumar a new link.' },
      },
    });
    const { user } = await membersPage();
    await user.click(screen.getByRole('button', { name: 'Send a new link to Ravi Kumar' }));

    const dialog = screen.getByRole('dialog', { name: 'A new link for Ravi Kumar' });
    expect(await within(dialog).findByText('We emailed Ravi Kumar a new link.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Set-password link')).toHaveValue(LINK);
  });
});
