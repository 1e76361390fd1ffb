import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFieldError, expectFieldFine } from '../../../test/fields';
import { serveApi } from '../../../test/network';
import { renderConsole } from '../../test/render-console';

const TOKEN = 'q7Xk2mP9vR4tL8nB3wZ6yC1d';

async function setPasswordPage(token = TOKEN) {
  const view = renderConsole(`/staff/set-password/${token}`);
  await screen.findByRole('heading', { name: 'Choose your password', level: 1 });
  return view;
}

describe('setting a password from an invitation', () => {
  it('asks for at least 12 characters, typed twice the same', async () => {
    const { user } = await setPasswordPage();
    await user.type(screen.getByLabelText('New password'), 'too short');
    await user.type(screen.getByLabelText('New password again'), 'too shorter');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expectFieldError(screen.getByLabelText('New password'), 'Use at least 12 characters for a staff password.');
    expectFieldError(screen.getByLabelText('New password again'), 'The two passwords are not the same.');
    expect(screen.getByLabelText('New password')).toHaveFocus();
  });

  it('saves it, then shows the login with the email filled in', async () => {
    const calls = serveApi({
      [`POST /api/staff/set-password/${TOKEN}`]: {
        body: { success: true, message: 'Your password is set. Log in with it now.', email: 'ravi@roastcafe.in' },
      },
    });
    const { user, router } = await setPasswordPage();
    await user.type(screen.getByLabelText('New password'), 'three tall cakes');
    await user.type(screen.getByLabelText('New password again'), 'three tall cakes');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByRole('heading', { name: 'Log in', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/login');
    expect(screen.getByRole('status')).toHaveTextContent('Your password is set. Log in with it now.');
    expect(screen.getByLabelText('Email')).toHaveValue('ravi@roastcafe.in');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(calls.map((call) => call.body)).toEqual([{ password: 'three tall cakes' }]);
  });

  it("shows the server's word on a link that has been used or has expired", async () => {
    serveApi({
      [`POST /api/staff/set-password/${TOKEN}`]: {
        status: 410,
        body: { success: false, message: 'This link has expired. Ask the owner for a new one.' },
      },
    });
    const { user } = await setPasswordPage();
    await user.type(screen.getByLabelText('New password'), 'three tall cakes');
    await user.type(screen.getByLabelText('New password again'), 'three tall cakes');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired. Ask the owner for a new one.');
    expectFieldFine(screen.getByLabelText('New password'));
  });

  it('says at once when the link is not one', async () => {
    await setPasswordPage('short');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid. Ask the owner for a new one.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
