import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { signIn } from '../../lib/session';
import { renderInLanguage } from '../../test/in-language';
import { serveApi, type ApiRoute } from '../../test/network';
import { renderInApp } from '../../test/render';
import { LoginDialog } from './login-dialog';
import { VerifyEmailPage } from './verify-email-page';

const LINK_TOKEN = 'ueTBTcAfteIRL5xlG9E-zvLdiOb76gAshMTPFcjdxiE';
const SESSION = 'customer-token';
const ASHA = { _id: 'u1', name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' };

const refused = (status: number, message: string): ApiRoute => ({ status, body: { success: false, message } });
const details = (emailVerified: boolean): ApiRoute => ({ body: { success: true, data: { ...ASHA, emailVerified } } });

function openLink() {
  const user = userEvent.setup();
  const view = renderInApp(
    <>
      <VerifyEmailPage />
      <LoginDialog />
    </>,
    { path: paths.verifyEmail(LINK_TOKEN), route: paths.verifyEmail(':token') },
  );
  const confirm = () => user.click(screen.getByRole('button', { name: 'Confirm my email' }));
  return { ...view, user, confirm };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the page a confirmation link opens', () => {
  it('confirms only when the person presses the button, with the token in the body', async () => {
    const calls = serveApi({
      'POST /api/user/verify-email': {
        body: { success: true, message: 'Thank you! Your email address is confirmed.' },
      },
    });
    const { confirm } = openLink();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeInTheDocument();
    // A mail scanner that opens the link confirms nothing.
    expect(calls).toEqual([]);

    await confirm();

    expect(calls).toEqual([
      { method: 'POST', path: '/api/user/verify-email', body: { token: LINK_TOKEN }, token: null },
    ]);
    const done = await screen.findByRole('heading', { name: 'Thank you! Your email address is confirmed.' });
    expect(done).toHaveFocus();
    expect(screen.getByText(/Events booked with it now show in My Account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute('href', paths.myEnrollments);
    expect(screen.queryByRole('button', { name: 'Confirm my email' })).not.toBeInTheDocument();
  });

  it('says a link has expired and, signed in, sends a new one and says when it went', async () => {
    signIn(SESSION);
    const calls = serveApi({
      'POST /api/user/verify-email': refused(410, 'This link has expired.'),
      'GET /api/user/details': details(false),
      'POST /api/user/verify-email/resend': {
        body: {
          success: true,
          message: 'A new link is on its way to asha@example.com.',
          email: 'asha@example.com',
          // 10:32 AM in India.
          sentAt: '2026-11-25T05:02:00.000Z',
        },
      },
    });
    const { user, confirm } = openLink();
    await confirm();

    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toHaveFocus();
    expect(screen.getByText(/Links work for 48 hours/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Send a new link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a new link to asha@example.com at 10:32 AM. It can take a few minutes to arrive, so check your spam folder too.',
    );
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/user/verify-email/resend', body: {}, token: SESSION });
  });

  it('offers a visitor who is not signed in the way to a new link: log in first', async () => {
    serveApi({ 'POST /api/user/verify-email': refused(404, 'We do not recognise this link.') });
    const { user, confirm } = openLink();
    await confirm();

    expect(await screen.findByRole('heading', { name: 'We do not recognise this link' })).toBeInTheDocument();
    expect(screen.getByText(/open the whole link from the email/)).toBeInTheDocument();
    expect(screen.getByText('Log in, and you can ask for a new link right here.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('treats a cut-short link the server refuses outright like one it does not know', async () => {
    serveApi({ 'POST /api/user/verify-email': refused(400, 'This link is not valid.') });
    const { confirm } = openLink();
    await confirm();
    expect(await screen.findByRole('heading', { name: 'We do not recognise this link' })).toBeInTheDocument();
  });

  it('says a used link has done its job', async () => {
    serveApi({ 'POST /api/user/verify-email': refused(409, 'This link was already used.') });
    const { confirm } = openLink();
    await confirm();
    expect(await screen.findByRole('heading', { name: 'This link was already used' })).toHaveFocus();
    expect(screen.getByText(/your email address is confirmed\. There is nothing more to do\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute('href', paths.myOrders);
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });

  it('says when to ask again once new links are used up', async () => {
    // 10:00 AM in India; the server asks for ten minutes.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T04:30:00Z'));
    signIn(SESSION);
    serveApi({
      'POST /api/user/verify-email': refused(410, 'This link has expired.'),
      'GET /api/user/details': details(false),
      'POST /api/user/verify-email/resend': {
        status: 429,
        headers: { 'retry-after': '600' },
        body: { success: false, message: 'You have asked for several new links in a short time.' },
      },
    });
    const { user, confirm } = openLink();
    await confirm();
    await user.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have asked for several links in a short time. Please check your inbox and spam folder, or ask again after 10:10 AM.',
    );
  });

  it('keeps the button when the server could not answer, and says so', async () => {
    serveApi({ 'POST /api/user/verify-email': refused(503, 'Service unavailable') });
    const { confirm } = openLink();
    await confirm();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not confirm your email just now. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Confirm my email' })).toBeEnabled();
  });

  it('reads in Kannada and Hindi', async () => {
    serveApi({ 'POST /api/user/verify-email': refused(410, 'This link has expired.') });
    const user = userEvent.setup();
    const kannada = renderInLanguage('kn', <VerifyEmailPage />, {
      path: paths.verifyEmail(LINK_TOKEN),
      route: paths.verifyEmail(':token'),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'ನಿಮ್ಮ ಇಮೇಲ್ ಖಚಿತಪಡಿಸಿ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ನನ್ನ ಇಮೇಲ್ ಖಚಿತಪಡಿಸಿ' }));
    expect(await screen.findByRole('heading', { name: 'ಈ ಲಿಂಕ್‌ನ ಅವಧಿ ಮುಗಿದಿದೆ' })).toBeInTheDocument();
    expect(screen.getByText(/48 ಗಂಟೆ/)).toBeInTheDocument();
    kannada.unmount();

    renderInLanguage('hi', <VerifyEmailPage />, {
      path: paths.verifyEmail(LINK_TOKEN),
      route: paths.verifyEmail(':token'),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'अपना ईमेल पक्का करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरा ईमेल पक्का करें' })).toBeInTheDocument();
  });
});
