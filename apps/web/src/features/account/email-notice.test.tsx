import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { signIn } from '../../lib/session';
import { renderInLanguage } from '../../test/in-language';
import { serveApi, type ApiRoute } from '../../test/network';
import { renderInApp } from '../../test/render';
import { EmailNotice } from './email-notice';
import { MyAccountPage } from './my-account-page';

const SESSION = 'customer-token';
const ASHA = { _id: 'u1', name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' };
const details = (emailVerified: boolean): ApiRoute => ({ body: { success: true, data: { ...ASHA, emailVerified } } });
const NOTICE = 'Please confirm your email';
/** My Account also shows the message choices; these tests leave them as a new account has them. */
const CHOICES: ApiRoute = {
  body: { success: true, data: { email: true, whatsapp: false, sms: false, language: 'en' } },
};

function openMyAccount() {
  signIn(SESSION);
  const user = userEvent.setup();
  const view = renderInApp(<MyAccountPage orders={<p>Orders here</p>} enrollments={<p>Enrollments here</p>} />, {
    path: paths.myOrders,
  });
  return { ...view, user };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("My Account's notice while the email is unconfirmed", () => {
  it('asks the customer to check their inbox, above the orders, and says what confirming brings', async () => {
    serveApi({ 'GET /api/user/details': details(false), 'GET /api/user/notifications': CHOICES });
    openMyAccount();
    const notice = await screen.findByRole('region', { name: NOTICE });
    expect(notice).toHaveTextContent('Check your inbox for our email to asha@example.com, and open the link in it.');
    expect(notice).toHaveTextContent('the events you book with it without logging in show here too');
    expect(notice).toHaveTextContent('Everything else works as usual.');
    // The orders are there as ever.
    expect(screen.getByText('Orders here')).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Send a new link' })).toBeEnabled();
  });

  it('says nothing once the email is confirmed', async () => {
    const calls = serveApi({ 'GET /api/user/details': details(true), 'GET /api/user/notifications': CHOICES });
    openMyAccount();
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/user/details')).toHaveLength(1));
    await screen.findByText('Orders here');
    expect(screen.queryByRole('region', { name: NOTICE })).not.toBeInTheDocument();
  });

  it('sends a new link and says when it went', async () => {
    const calls = serveApi({
      'GET /api/user/notifications': CHOICES,
      'GET /api/user/details': details(false),
      'POST /api/user/verify-email/resend': {
        body: {
          success: true,
          message: 'A new link is on its way.',
          email: 'asha@example.com',
          // 4:05 PM in India.
          sentAt: '2026-11-25T10:35:00.000Z',
        },
      },
    });
    const { user } = openMyAccount();
    const notice = await screen.findByRole('region', { name: NOTICE });
    const send = within(notice).getByRole('button', { name: 'Send a new link' });
    await user.click(send);
    expect(await within(notice).findByRole('status')).toHaveTextContent(
      'We sent a new link to asha@example.com at 4:05 PM.',
    );
    expect(calls.filter((call) => call.path === '/api/user/verify-email/resend')).toEqual([
      { method: 'POST', path: '/api/user/verify-email/resend', body: {}, token: SESSION },
    ]);
  });

  it('says why no link went when too many were asked for, and when to ask again (another day when it is)', async () => {
    // 9:00 PM in India; the server asks for five hours, past midnight.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T15:30:00Z'));
    serveApi({
      'GET /api/user/notifications': CHOICES,
      'GET /api/user/details': details(false),
      'POST /api/user/verify-email/resend': {
        status: 429,
        headers: { 'retry-after': String(5 * 3600) },
        body: { success: false, message: 'We have sent several links to this address today.' },
      },
    });
    const { user } = openMyAccount();
    const notice = await screen.findByRole('region', { name: NOTICE });
    await user.click(within(notice).getByRole('button', { name: 'Send a new link' }));
    expect(await within(notice).findByRole('alert')).toHaveTextContent(
      'You have asked for several links in a short time. Please check your inbox and spam folder, or ask again after 26 Nov, 2:00 AM.',
    );
  });

  it('goes away when the address was confirmed meanwhile, in another tab', async () => {
    let confirmed = false;
    serveApi({
      'GET /api/user/notifications': CHOICES,
      'GET /api/user/details': () => details(confirmed) as { body: unknown },
      'POST /api/user/verify-email/resend': () => {
        confirmed = true;
        return { status: 409, body: { success: false, message: 'Your email address is already confirmed.' } };
      },
    });
    const { user } = openMyAccount();
    const notice = await screen.findByRole('region', { name: NOTICE });
    await user.click(within(notice).getByRole('button', { name: 'Send a new link' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: NOTICE })).not.toBeInTheDocument());
  });

  it('says so plainly when the link could not be sent', async () => {
    serveApi({
      'GET /api/user/notifications': CHOICES,
      'GET /api/user/details': details(false),
      'POST /api/user/verify-email/resend': { status: 500, body: { success: false, message: 'Something went wrong.' } },
    });
    const { user } = openMyAccount();
    const notice = await screen.findByRole('region', { name: NOTICE });
    await user.click(within(notice).getByRole('button', { name: 'Send a new link' }));
    expect(await within(notice).findByRole('alert')).toHaveTextContent(
      'We could not send a link just now. Please try again.',
    );
    expect(within(notice).getByRole('button', { name: 'Send a new link' })).toBeEnabled();
  });

  it('reads in Kannada and Hindi', async () => {
    signIn(SESSION);
    serveApi({ 'GET /api/user/details': details(false), 'GET /api/user/notifications': CHOICES });
    const kannada = renderInLanguage('kn', <EmailNotice />, { path: '/kn/myorders' });
    const notice = await screen.findByRole('region', { name: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಇಮೇಲ್ ಖಚಿತಪಡಿಸಿ' });
    expect(notice).toHaveTextContent('asha@example.com');
    expect(within(notice).getByRole('button', { name: 'ಹೊಸ ಲಿಂಕ್ ಕಳುಹಿಸಿ' })).toBeInTheDocument();
    kannada.unmount();

    renderInLanguage('hi', <EmailNotice />, { path: '/hi/myorders' });
    const hindi = await screen.findByRole('region', { name: 'कृपया अपना ईमेल पक्का करें' });
    expect(within(hindi).getByRole('button', { name: 'नया लिंक भेजें' })).toBeInTheDocument();
  });
});
