import { KITCHEN_WHATSAPP_WORDING } from '@roast/domain';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { roastCcx } from '../../../test/catalog';
import { expectFieldError } from '../../../test/fields';
import { serveApi, type ApiRoute } from '../../../test/network';
import { fieldRefusalBody, kitchenWhatsAppRoutes, owner, signedIn } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';

beforeAll(async () => {
  await import('./outlets-page');
});

const KITCHEN = `/api/staff/outlets/${roastCcx._id}/kitchen-whatsapp`;

async function openOutlet(kitchen: Parameters<typeof kitchenWhatsAppRoutes>[1], put: ApiRoute) {
  const calls = serveApi({
    ...signedIn(owner),
    'GET /api/stores/list': { body: { success: true, stores: [roastCcx] } },
    ...kitchenWhatsAppRoutes([roastCcx._id], kitchen),
    [`PUT ${KITCHEN}`]: put,
  });
  const view = renderConsole('/staff/outlets');
  const card = await screen.findByRole('article', { name: 'Roast CCX' });
  const number = await within(card).findByLabelText('WhatsApp number');
  return {
    ...view,
    calls,
    card,
    number,
    consent: within(card).getByRole('checkbox', { name: KITCHEN_WHATSAPP_WORDING }),
  };
}

describe('the kitchen’s WhatsApp number in the console', () => {
  it('is opted in by the owner with the words shown, and says since when and by whom', async () => {
    const { user, calls, card, number, consent } = await openOutlet({}, ({ body }) => ({
      body: {
        success: true,
        data: {
          number: '+919900011122',
          optedIn: (body as { optedIn: boolean }).optedIn,
          optedInAt: '2026-11-27T04:30:00.000Z',
          optedInBy: 'Meera Iyer',
        },
      },
    }));
    expect(number).toHaveValue('');
    expect(consent).not.toBeChecked();
    await user.type(number, '99000 11122');
    await user.click(consent);
    await user.click(within(card).getByRole('button', { name: 'Save kitchen WhatsApp' }));
    expect(
      await screen.findByText('Roast CCX’s kitchen will get a WhatsApp message for each new paid order.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { number: '99000 11122', optedIn: true },
    ]);
    expect(await within(card).findByText('On since 27 Nov, 10:00 AM, switched on by Meera Iyer.')).toBeInTheDocument();
    expect(within(card).getByLabelText('WhatsApp number')).toHaveValue('+919900011122');
  });

  it('shows a refused number beside it, and keeps what was typed', async () => {
    const { user, card, number, consent } = await openOutlet(
      { number: '+919900011122', optedIn: true, optedInAt: '2026-11-20T04:30:00.000Z', optedInBy: 'Meera Iyer' },
      { status: 400, body: fieldRefusalBody('number', 'kitchen_whatsapp_number_invalid') },
    );
    expect(consent).toBeChecked();
    await user.clear(number);
    await user.type(number, '4912 3301');
    await user.click(within(card).getByRole('button', { name: 'Save kitchen WhatsApp' }));
    expectFieldError(
      await within(card).findByLabelText('WhatsApp number', {}, { timeout: 2000 }),
      'Give a mobile number that can take WhatsApp messages, like 98450 12345.',
    );
    expect(number).toHaveValue('4912 3301');
  });
});
