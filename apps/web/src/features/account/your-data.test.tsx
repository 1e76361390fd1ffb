import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionToken, signIn } from '../../lib/session';
import { expectFieldError } from '../../test/fields';
import { serveApi } from '../../test/network';
import { renderInApp, toastsShown } from '../../test/render';
import { YourData } from './your-data';

const TOKEN = 'customer-token';

async function openEraseDialog() {
  signIn(TOKEN);
  const user = userEvent.setup();
  const view = renderInApp(<YourData />, { path: '/myorders' });
  await user.click(screen.getByRole('button', { name: 'Erase my account' }));
  const dialog = screen.getByRole('dialog', { name: 'Erase your account?' });
  const password = within(dialog).getByLabelText('Your password');
  const erase = () => user.click(within(dialog).getByRole('button', { name: 'Erase my account' }));
  return { ...view, user, dialog, password, erase };
}

describe("My Account's erase dialog", () => {
  it('says plainly what erasing does, and asks for the password beside its field', async () => {
    const calls = serveApi({});
    const { dialog, password, erase } = await openEraseDialog();
    expect(dialog).toHaveTextContent('Your login stops working at once, on every device.');
    expect(dialog).toHaveTextContent('Orders, invoices and paid bookings stay for tax law');
    await erase();
    expectFieldError(password, 'Enter your password.');
    expect(password).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it("keeps the account and the session on a wrong password, with the server's words", async () => {
    const message = 'That password is not right, so your account has not been erased. Check it and try again.';
    serveApi({ 'POST /api/user/erase': { status: 400, body: { success: false, message } } });
    const { user, password, erase, router } = await openEraseDialog();
    await user.type(password, 'not-my-password');
    await erase();
    expectFieldError(password, message);
    expect(sessionToken()).toBe(TOKEN);
    expect(router.state.location.pathname).toBe('/myorders');
  });

  it('erases with the token and the password, signs out and confirms on the home page', async () => {
    const message = 'Your account has been erased. We have sent a confirmation to your email address.';
    const calls = serveApi({ 'POST /api/user/erase': { body: { success: true, message } } });
    window.localStorage.setItem('roast:guest-cart', '[]');
    const { user, password, erase, router } = await openEraseDialog();
    await user.type(password, 'cardamom-latte');
    await erase();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toEqual([
      { method: 'POST', path: '/api/user/erase', body: { password: 'cardamom-latte' }, token: TOKEN },
    ]);
    expect(sessionToken()).toBeNull();
    expect(window.localStorage.getItem('roast:guest-cart')).toBeNull();
    expect(toastsShown()).toEqual([{ role: 'status', message }]);
  });
});
