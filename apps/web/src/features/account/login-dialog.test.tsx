import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closeLogin, openLogin, sessionToken, type LoginMode } from '../../lib/session';
import { expectFieldError, expectFieldFine } from '../../test/fields';
import { serveApi } from '../../test/network';
import kannada from '../../i18n/locales/kn/common.json';
import kannadaRefusals from '../../i18n/locales/kn/refusals.json';
import { renderInLanguage } from '../../test/in-language';
import { renderInApp, toastsShown } from '../../test/render';
import { LoginDialog } from './login-dialog';

afterEach(() => {
  act(() => closeLogin());
});

function openDialog(mode: LoginMode) {
  const user = userEvent.setup();
  renderInApp(<LoginDialog />);
  act(() => openLogin(mode));
  const dialog = screen.getByRole('dialog', { name: mode === 'login' ? 'Log in' : 'Sign Up' });
  return { user, dialog, field: (label: string) => within(dialog).getByLabelText(label) };
}

describe('the login form', () => {
  it('marks both empty fields beside them and moves focus to the first', async () => {
    const { user, dialog, field } = openDialog('login');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expectFieldError(field('Email'), 'Enter your email address.');
    expectFieldError(field('Password'), 'Enter your password.');
    expect(field('Email')).toHaveFocus();
  });

  it("refuses an email address that is not one, in the domain's words, and keeps the rest", async () => {
    const { user, dialog, field } = openDialog('login');
    await user.type(field('Password'), 'correct horse battery');
    await user.type(field('Email'), 'asha@example');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expectFieldError(field('Email'), 'Enter a valid email address, like name@example.com.');
    expectFieldFine(field('Password'));
    expect(field('Email')).toHaveFocus();
  });

  it('logs in with what the schema made of the email, then closes and welcomes', async () => {
    const calls = serveApi({
      'POST /api/user/login': { body: { success: true, token: 'token-asha', message: 'Welcome back, Asha!' } },
    });
    const { user, dialog, field } = openDialog('login');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await user.type(field('Email'), '  Asha@Example.com ');
    await user.type(field('Password'), 'correct horse battery');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/user/login',
        token: null,
        body: { email: 'asha@example.com', password: 'correct horse battery' },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionToken()).toBe('token-asha');
    expect(toastsShown()).toEqual([{ role: 'status', message: 'Welcome back, Asha!' }]);
  });

  it("shows the server's refusal and stays open", async () => {
    serveApi({
      'POST /api/user/login': { status: 401, body: { success: false, message: 'Invalid email or password.' } },
    });
    const { user, dialog, field } = openDialog('login');
    await user.type(field('Email'), 'asha@example.com');
    await user.type(field('Password'), 'not my password');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(toastsShown()).toEqual([{ role: 'alert', message: 'Invalid email or password.' }]);
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(sessionToken()).toBeNull();
  });
});

describe('the sign-up form', () => {
  const terms = (dialog: HTMLElement) => within(dialog).getByRole('checkbox', { name: /I agree to the Terms/ });

  it('marks every empty field and the unticked terms, and moves focus to the name', async () => {
    const { user, dialog, field } = openDialog('signup');
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));

    expectFieldError(field('Name'), 'Enter your name.');
    expectFieldError(field('Phone'), 'Enter your phone number as digits only, like 9876543210.');
    expect(field('Phone')).toHaveAccessibleDescription(
      'Digits only, like 9876543210. Enter your phone number as digits only, like 9876543210.',
    );
    expectFieldError(field('Email'), 'Enter your email address.');
    expectFieldError(field('Password'), 'Use at least 8 characters for your password.');
    expectFieldError(terms(dialog), 'Please agree to the Terms and Conditions and the Privacy Policy.');
    expect(field('Name')).toHaveFocus();
  });

  it('leaves only the terms in error once the fields are good, and focuses the box', async () => {
    const { user, dialog, field } = openDialog('signup');
    await user.type(field('Name'), 'Asha Rao');
    await user.type(field('Phone'), '98765 43210');
    await user.type(field('Email'), 'asha@example.com');
    await user.type(field('Password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expectFieldError(field('Phone'), 'Enter your phone number as digits only, like 9876543210.');
    expectFieldError(field('Password'), 'Use at least 8 characters for your password.');
    expect(field('Phone')).toHaveFocus();

    await user.clear(field('Phone'));
    await user.type(field('Phone'), '9876543210');
    await user.type(field('Password'), ' and longer');
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    for (const label of ['Name', 'Phone', 'Email', 'Password']) expectFieldFine(field(label));
    expectFieldError(terms(dialog), 'Please agree to the Terms and Conditions and the Privacy Policy.');
    expect(terms(dialog)).toHaveFocus();
  });

  it('makes the account, signs the new customer in and tells them to check their inbox', async () => {
    const calls = serveApi({
      'POST /api/user/register': { body: { success: true, token: 'token-new', message: 'Welcome to Roast, Asha!' } },
    });
    const { user, dialog, field } = openDialog('signup');
    await user.type(field('Name'), ' Asha Rao ');
    await user.type(field('Phone'), '9876543210');
    await user.type(field('Email'), 'Asha@Example.com');
    await user.type(field('Password'), 'correct horse battery');
    await user.click(terms(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));

    expect(calls.map((call) => call.body)).toEqual([
      { name: 'Asha Rao', phone: '9876543210', email: 'asha@example.com', password: 'correct horse battery' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionToken()).toBe('token-new');
    expect(toastsShown()).toEqual([
      {
        role: 'status',
        message:
          'Welcome to Roast, Asha Rao! We have sent a link to asha@example.com: open it to confirm your email address.',
      },
    ]);
  });
});

describe('the login form in Kannada', () => {
  function openInKannada() {
    const user = userEvent.setup();
    renderInLanguage('kn', <LoginDialog />);
    act(() => openLogin('login'));
    const dialog = screen.getByRole('dialog');
    return { user, dialog, field: (label: string) => within(dialog).getByLabelText(label) };
  }

  it('marks an empty field in Kannada, from the schema’s code', async () => {
    const { user, dialog, field } = openInKannada();
    await user.click(within(dialog).getByRole('button', { name: kannada.login.logIn }));

    expectFieldError(field(kannada.login.email), kannadaRefusals.email_missing);
    expectFieldError(field(kannada.login.password), kannadaRefusals.your_password_missing);
  });

  it('tells a refusal by its code in the page’s language, not in the server’s words', async () => {
    serveApi({
      'POST /api/user/login': {
        status: 401,
        body: { success: false, code: 'login_wrong', message: 'That email and password do not match an account.' },
      },
    });
    const { user, dialog, field } = openInKannada();
    await user.type(field(kannada.login.email), 'asha@example.com');
    await user.type(field(kannada.login.password), 'not my password');
    await user.click(within(dialog).getByRole('button', { name: kannada.login.logIn }));

    expect(toastsShown()).toEqual([{ role: 'alert', message: kannadaRefusals.login_wrong }]);
  });

  it('shows the server’s words for a code the page does not know', async () => {
    serveApi({
      'POST /api/user/login': { status: 401, body: { success: false, code: 'no_such_code', message: 'Not today.' } },
    });
    const { user, dialog, field } = openInKannada();
    await user.type(field(kannada.login.email), 'asha@example.com');
    await user.type(field(kannada.login.password), 'not my password');
    await user.click(within(dialog).getByRole('button', { name: kannada.login.logIn }));

    expect(toastsShown()).toEqual([{ role: 'alert', message: 'Not today.' }]);
  });
});
