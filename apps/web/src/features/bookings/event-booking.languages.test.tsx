import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../i18n';
import { paths } from '../../lib/paths';
import { jazzEvening } from '../../test/catalog';
import { expectFieldError, expectFieldFine } from '../../test/fields';
import { renderInLanguage } from '../../test/in-language';
import { serveApi } from '../../test/network';
import { EventBooking } from './event-booking';

const WORDS = {
  kn: { book: 'ಈಗಲೇ ಬುಕ್ ಮಾಡಿ', dialog: 'ನಿಮ್ಮ ಸ್ಥಾನ ಕಾಯ್ದಿರಿಸಿ', proceed: 'ಪಾವತಿಗೆ ಮುಂದುವರಿಯಿರಿ' },
  hi: { book: 'अभी बुक करें', dialog: 'अपनी जगह बुक करें', proceed: 'भुगतान पर आगे बढ़ें' },
} as const;
const LABELS = {
  kn: { name: 'ಹೆಸರು', email: 'ಇಮೇಲ್' },
  hi: { name: 'नाम', email: 'ईमेल' },
} as const;

async function openBookingFormIn(language: Exclude<Language, 'en'>) {
  const user = userEvent.setup();
  renderInLanguage(language, <EventBooking event={jazzEvening} />, {
    path: `/${language}${paths.event(jazzEvening._id)}`,
  });
  await user.click(screen.getByRole('button', { name: WORDS[language].book }));
  const dialog = screen.getByRole('dialog', { name: WORDS[language].dialog });
  const field = (name: keyof (typeof LABELS)['kn']) => within(dialog).getByLabelText(LABELS[language][name]);
  const proceed = () => user.click(within(dialog).getByRole('button', { name: WORDS[language].proceed }));
  return { user, dialog, field, proceed };
}

describe('the event booking form in Kannada and Hindi', () => {
  it("says the domain's refusal of each field in Kannada, by its code", async () => {
    const { user, field, proceed } = await openBookingFormIn('kn');
    await proceed();
    expectFieldError(field('name'), 'ದಯವಿಟ್ಟು ಎಲ್ಲ ವಿಭಾಗಗಳನ್ನು ತುಂಬಿ.');
    expectFieldError(field('email'), 'ದಯವಿಟ್ಟು ಎಲ್ಲ ವಿಭಾಗಗಳನ್ನು ತುಂಬಿ.');

    await user.type(field('name'), 'Asha Rao');
    await user.type(field('email'), 'asha@example');
    await proceed();
    expectFieldFine(field('name'));
    expectFieldError(field('email'), 'ಸರಿಯಾದ ಇಮೇಲ್ ವಿಳಾಸ ಬರೆಯಿರಿ, ಉದಾ. name@example.com.');
  });

  it("says the server's refusal in Hindi by its code, whatever words the server sent", async () => {
    serveApi({
      'POST /api/event/create-order': {
        status: 409,
        body: {
          success: false,
          code: 'places_left',
          message: 'Only 2 places are left; you asked for 3.',
          params: { count: 2, wanted: 3 },
        },
      },
    });
    const { user, dialog, field, proceed } = await openBookingFormIn('hi');
    await user.type(field('name'), 'Asha Rao');
    await user.type(field('email'), 'asha@example.com');
    await proceed();

    expect(await within(dialog).findByText('सिर्फ़ 2 जगहें बची हैं; आपने 3 माँगी हैं।')).toBeInTheDocument();
    expect(within(dialog).queryByText(/places are left/)).not.toBeInTheDocument();
  });
});
