import { CONSENT_WORDING } from '@roast/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../lib/session';
import { renderInLanguage } from '../../test/in-language';
import { serveApi, type ApiCall } from '../../test/network';
import { renderInApp, toastsShown } from '../../test/render';
import { MessageChoices } from './message-choices';

const SESSION = 'customer-token';
const NEW_ACCOUNT = { email: true, whatsapp: false, sms: false, language: 'en' };

describe("My Account's message choices", () => {
  it('says in plain words what each choice means, and saves a tick at once', async () => {
    signIn(SESSION);
    const calls = serveApi({
      'GET /api/user/notifications': { body: { success: true, data: NEW_ACCOUNT } },
      'PATCH /api/user/notifications': (call: ApiCall) => ({
        body: { success: true, data: { ...NEW_ACCOUNT, ...(call.body as object) } },
      }),
    });
    const user = userEvent.setup();
    renderInApp(<MessageChoices />);
    const whatsapp = await screen.findByRole('checkbox', { name: /WhatsApp/ });
    await waitFor(() => expect(whatsapp).toBeEnabled());
    expect(whatsapp).not.toBeChecked();
    expect(screen.getByText(CONSENT_WORDING.whatsapp.en)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /SMS/ })).not.toBeChecked();

    await user.click(whatsapp);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /WhatsApp/ })).toBeChecked());
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      expect.objectContaining({ body: { whatsapp: true }, token: SESSION }),
    ]);
    expect(toastsShown()).toEqual([{ role: 'status', message: 'Your message choices are saved.' }]);

    await user.selectOptions(screen.getByRole('combobox'), 'ಕನ್ನಡ');
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2));
    expect(calls.at(-1)!.body).toEqual({ language: 'kn' });
  });

  it('shows the words of the page’s language, and a refused save says why and changes nothing', async () => {
    signIn(SESSION);
    serveApi({
      'GET /api/user/notifications': { body: { success: true, data: NEW_ACCOUNT } },
      'PATCH /api/user/notifications': {
        status: 409,
        body: { success: false, code: 'notification_erased_account', message: 'erased' },
      },
    });
    const user = userEvent.setup();
    renderInLanguage('kn', <MessageChoices />, { path: '/kn/myorders' });
    expect(await screen.findByText(CONSENT_WORDING.sms.kn)).toBeInTheDocument();
    const sms = screen.getByRole('checkbox', { name: /SMS/ });
    await waitFor(() => expect(sms).toBeEnabled());
    await user.click(sms);
    await waitFor(() => expect(toastsShown()).toHaveLength(1));
    expect(toastsShown()[0]!.message).toMatch(/[\u0C80-\u0CFF]/);
    expect(screen.getByRole('checkbox', { name: /SMS/ })).not.toBeChecked();
  });
});
