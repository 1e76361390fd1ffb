import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { expectFieldError } from '../../test/fields';
import { renderInLanguage } from '../../test/in-language';
import { serveApi } from '../../test/network';
import { ContactForm } from './contact-form';

describe('the contact form in Kannada and Hindi', () => {
  it("marks every empty field in Kannada, in the domain's rules", async () => {
    const user = userEvent.setup();
    renderInLanguage('kn', <ContactForm />, { path: `/kn${paths.contact}` });
    const form = screen.getByRole('region', { name: 'ನಮಗೆ ಸಂದೇಶ ಕಳುಹಿಸಿ' });
    await user.click(within(form).getByRole('button', { name: 'ಸಂದೇಶ ಕಳುಹಿಸಿ' }));

    expectFieldError(within(form).getByRole('textbox', { name: 'ಹೆಸರು' }), 'ನಿಮ್ಮ ಹೆಸರು ಬರೆಯಿರಿ.');
    expectFieldError(within(form).getByRole('textbox', { name: 'ಇಮೇಲ್' }), 'ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸ ಬರೆಯಿರಿ.');
    expect(within(form).getByRole('group', { name: 'ಉತ್ತರ ಹೇಗೆ ಬೇಕು' })).toHaveAccessibleDescription(
      'ನಾವು ಹೇಗೆ ಉತ್ತರಿಸಬೇಕು ಎಂದು ಆರಿಸಿ: ಇಮೇಲ್ ಅಥವಾ ಫೋನ್.',
    );
  });

  it('says in Hindi that the message went, and sends the form as it always has', async () => {
    const user = userEvent.setup();
    const calls = serveApi({ 'POST /api/mail/send': { body: { success: true, message: 'Message sent' } } });
    renderInLanguage('hi', <ContactForm />, { path: `/hi${paths.contact}` });
    const form = screen.getByRole('region', { name: 'हमें संदेश भेजें' });
    await user.type(within(form).getByRole('textbox', { name: 'नाम' }), 'Asha Rao');
    await user.type(within(form).getByRole('textbox', { name: 'ईमेल' }), 'asha@example.com');
    await user.type(within(form).getByRole('textbox', { name: 'फ़ोन' }), '98765 43210');
    await user.click(within(form).getByRole('radio', { name: 'ईमेल' }));
    await user.type(within(form).getByRole('textbox', { name: 'संदेश' }), 'Eggless cake for 10?');
    await user.click(within(form).getByRole('button', { name: 'संदेश भेजें' }));

    expect(await screen.findByText('संदेश सफलतापूर्वक भेज दिया गया!')).toHaveRole('status');
    expect(calls.map((call) => call.body)).toMatchObject([{ method: 'Email', name: 'Asha Rao' }]);
  });
});
