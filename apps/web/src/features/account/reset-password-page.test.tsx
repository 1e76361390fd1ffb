import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { expectFieldError } from '../../test/fields';
import { serveApi } from '../../test/network';
import { renderInApp, toastsShown } from '../../test/render';
import { ResetPasswordPage } from './reset-password-page';

const RESET_TOKEN = 'Zk3v9QmT1xWb7RcY2nLp4HsA';

function openResetPassword() {
  const user = userEvent.setup();
  const view = renderInApp(<ResetPasswordPage />, {
    path: paths.resetPassword(RESET_TOKEN),
    route: paths.resetPassword(':token'),
  });
  const save = () => user.click(screen.getByRole('button', { name: 'Reset password' }));
  return {
    ...view,
    user,
    save,
    password: screen.getByLabelText('New password'),
    confirm: screen.getByLabelText('Confirm password'),
  };
}

describe('the reset-password page', () => {
  it('marks a short password and a missing confirmation, focusing the first', async () => {
    const { user, save, password, confirm } = openResetPassword();
    await user.type(password, 'short');
    await save();
    expectFieldError(password, 'Use at least 8 characters for your password.');
    expectFieldError(confirm, 'Type the new password again.');
    expect(password).toHaveFocus();
  });

  it('marks a confirmation that does not match', async () => {
    const { user, save, password, confirm } = openResetPassword();
    await user.type(password, 'correct horse battery');
    await user.type(confirm, 'correct horse batterie');
    await save();
    expect(password).not.toHaveAttribute('aria-invalid');
    expectFieldError(confirm, 'Passwords do not match');
    expect(confirm).toHaveFocus();
  });

  it("sends the new password with the link's token", async () => {
    const calls = serveApi({
      'POST /api/user/reset-password': { body: { success: true, message: 'Password reset successfully' } },
    });
    const { user, save, password, confirm, router } = openResetPassword();
    await user.type(password, 'correct horse battery');
    await user.type(confirm, 'correct horse battery');
    await save();
    expect(calls.map((call) => call.body)).toEqual([{ token: RESET_TOKEN, password: 'correct horse battery' }]);
    expect(toastsShown()).toEqual([{ role: 'status', message: 'Password reset successfully' }]);
    expect(router.state.location.pathname).toBe('/');
  });
});
