import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFieldError } from '../../../test/fields';
import { serveApi } from '../../../test/network';
import { counter, signedIn } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';

async function accountPage() {
  const view = renderConsole('/staff/account');
  await screen.findByRole('heading', { name: 'Change password', level: 1 });
  const field = (label: string) => screen.getByLabelText(label);
  return { ...view, field };
}

describe('changing the password', () => {
  it('checks the fields before sending anything', async () => {
    serveApi(signedIn(counter));
    const { user, field } = await accountPage();
    await user.type(field('New password'), 'twelve chars');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expectFieldError(field('Current password'), 'Enter your current password.');
    expectFieldError(field('New password again'), 'Type the password again.');
    expect(field('Current password')).toHaveFocus();
  });

  it('sends the current and the new password, then says what the server said and empties the form', async () => {
    const calls = serveApi({
      ...signedIn(counter),
      'POST /api/staff/password': {
        body: { success: true, message: 'Your password is changed. Your other devices are logged out.' },
      },
    });
    const { user, field } = await accountPage();
    await user.type(field('Current password'), 'a long counter password');
    await user.type(field('New password'), 'a longer counter password');
    await user.type(field('New password again'), 'a longer counter password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password is changed. Your other devices are logged out.',
    );
    expect(calls.at(-1)?.body).toEqual({
      currentPassword: 'a long counter password',
      password: 'a longer counter password',
    });
    expect(field('Current password')).toHaveValue('');
  });

  it('shows a refused current password beside it, and stays signed in', async () => {
    serveApi({
      ...signedIn(counter),
      'POST /api/staff/password': {
        status: 400,
        body: {
          success: false,
          code: 'current_password_wrong',
          message: 'That is not your current password.',
          field: 'currentPassword',
        },
      },
    });
    const { user, field, router } = await accountPage();
    await user.type(field('Current password'), 'not it at all');
    await user.type(field('New password'), 'a longer counter password');
    await user.type(field('New password again'), 'a longer counter password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expectFieldError(field('Current password'), 'That is not your current password.'));
    expect(field('Current password')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/account');
  });
});
