import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatFor } from '../../i18n/format';
import { catalogQueries } from '../../lib/catalog';
import { cartLine, outlets, roastCcx, truffleCake } from '../../test/catalog';
import { renderInLanguage } from '../../test/in-language';
import { serveApi } from '../../test/network';
import { pickupSlotsRoute } from '../../test/pickup-slots';
import { testQueryClient, toastsShown } from '../../test/render';
import { saveGuestCart } from './api/guest-cart';
import { CartPage } from './cart-page';

/** 10:00 on 10 March 2026 in India; the cart's cake is for the 12th at noon. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T10:00:00+05:30'));
});

afterEach(() => {
  vi.useRealTimers();
});

function openCartIn(language: 'kn' | 'hi') {
  const client = testQueryClient();
  client.setQueryData(catalogQueries.stores().queryKey, outlets);
  const user = userEvent.setup();
  renderInLanguage(language, <CartPage />, { path: `/${language}/cart`, client });
  return user;
}

describe('the cart in Kannada and Hindi', () => {
  it('reads a line, its pickup and the totals in Kannada, with Indian digit grouping', async () => {
    saveGuestCart([cartLine({ pickupTime: '12:00', quantity: 100 })]);
    serveApi({
      [`GET /api/stores/${roastCcx._id}`]: { body: { success: true, store: roastCcx } },
      'GET /api/pickup-slots': pickupSlotsRoute(),
    });
    openCartIn('kn');

    expect(screen.getByRole('heading', { level: 1, name: 'ನಿಮ್ಮ ಕಾರ್ಟ್' })).toBeInTheDocument();
    const line = await screen.findByRole('article');
    const kannada = formatFor('kn');
    expect(within(line).getByText(`${kannada.date('2026-03-12')}, ${kannada.time('12:00')}`)).toBeInTheDocument();
    expect(within(line).getByText('ಬೆಲೆ')).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'ಆರ್ಡರ್ ಸಾರಾಂಶ' });
    expect(within(summary).getByText('ವಸ್ತುಗಳ ಒಟ್ಟು')).toBeInTheDocument();
    // 100 cakes at ₹1,850: the total groups its digits the Indian way.
    expect(within(summary).getByText('₹1,85,000.00')).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'ಚೆಕ್‌ಔಟ್‌ಗೆ ಮುಂದುವರಿಯಿರಿ' })).toBeInTheDocument();
  });

  it('warns of a full pickup time in Hindi and says where it moved', async () => {
    saveGuestCart([cartLine({ pickupTime: '12:00' })]);
    serveApi({
      [`GET /api/stores/${roastCcx._id}`]: { body: { success: true, store: roastCcx } },
      'GET /api/pickup-slots': pickupSlotsRoute({ taken: { '2026-03-12': { '12:00': 20, '12:15': 20 } } }),
    });
    const user = openCartIn('hi');

    const line = await screen.findByRole('article');
    expect(within(line).getByRole('heading', { name: truffleCake.name })).toBeInTheDocument();
    expect(await within(line).findByText('यह पिकअप समय अब भर गया है।')).toBeInTheDocument();
    const hindi = formatFor('hi');
    await user.click(within(line).getByRole('button', { name: new RegExp(`^${hindi.time('12:30')} पर ले जाएँ`) }));
    await waitFor(() =>
      expect(toastsShown()).toEqual([
        {
          role: 'status',
          message: `पिकअप ${hindi.slot({ pickupDate: '2026-03-12', pickupTime: '12:30' })} पर कर दिया गया।`,
        },
      ]),
    );
  });

  it("says why a line's day takes no pickups in Kannada, by the server's code, with none of its English words", async () => {
    saveGuestCart([cartLine({ pickupDate: '2026-03-09', pickupTime: '12:00' })]);
    serveApi({
      [`GET /api/stores/${roastCcx._id}`]: { body: { success: true, store: roastCcx } },
      'GET /api/pickup-slots': pickupSlotsRoute(),
    });
    openCartIn('kn');

    const line = await screen.findByRole('article');
    expect(await within(line).findByText('ಆ ದಿನ ಕಳೆದುಹೋಗಿದೆ. ದಯವಿಟ್ಟು ಬೇರೆ ದಿನ ಆಯ್ಕೆಮಾಡಿ.')).toBeInTheDocument();
    expect(within(line).queryByText(/That day has passed/)).not.toBeInTheDocument();
  });
});
