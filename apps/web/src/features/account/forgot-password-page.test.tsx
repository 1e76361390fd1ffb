import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { expectFieldError } from '../../test/fields';
import { serveApi } from '../../test/network';
import { renderInApp, toastsShown } from '../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';

function openForgotPassword() {
  const user = userEvent.setup();
  const view = renderInApp(<ForgotPasswordPage />, { path: paths.forgotPassword });
  const send = () => user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  return { ...view, user, send, email: screen.getByLabelText('Email') };
}

describe('the forgot-password page', () => {
  it('asks for an email beside the field and focuses it', async () => {
    const { send, email } = openForgotPassword();
    await send();
    expectFieldError(email, 'Enter your email address.');
    expect(email).toHaveFocus();
  });

  it("refuses an address that is not one, in the domain's words", async () => {
    const { user, send, email } = openForgotPassword();
    await user.type(email, 'asha.example.com');
    await send();
    expectFieldError(email, 'Enter a valid email address, like name@example.com.');
  });

  it('sends the link and goes home', async () => {
    const calls = serveApi({
      'POST /api/user/forgot-password': { body: { success: true, message: 'If the email has an account…' } },
    });
    const { user, send, email, router } = openForgotPassword();
    await user.type(email, 'Asha@Example.com');
    await send();
    expect(calls.map((call) => call.body)).toEqual([{ email: 'asha@example.com' }]);
    expect(toastsShown()).toEqual([{ role: 'status', message: 'Password reset link has been sent to your email.' }]);
    expect(router.state.location.pathname).toBe('/');
  });

  it("stays, with the server's words, when it refuses", async () => {
    serveApi({
      'POST /api/user/forgot-password': {
        status: 429,
        body: { success: false, message: 'Too many reset requests. Try again in an hour.' },
      },
    });
    const { user, send, email, router } = openForgotPassword();
    await user.type(email, 'asha@example.com');
    await send();
    expect(toastsShown()).toEqual([{ role: 'alert', message: 'Too many reset requests. Try again in an hour.' }]);
    expect(router.state.location.pathname).toBe(paths.forgotPassword);
  });
});
