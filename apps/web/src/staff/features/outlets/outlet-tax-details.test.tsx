import type { Store } from '@roast/domain';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { roastCcx } from '../../../test/catalog';
import { expectFieldError } from '../../../test/fields';
import { serveApi } from '../../../test/network';
import { kitchenWhatsAppRoutes, owner, signedIn } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';

beforeAll(async () => {
  await import('./outlets-page');
});

async function openOutlets(patch: (body: unknown) => Store = () => roastCcx) {
  const calls = serveApi({
    ...signedIn(owner),
    'GET /api/stores/list': { body: { success: true, stores: [roastCcx] } },
    ...kitchenWhatsAppRoutes([roastCcx._id]),
    [`PATCH /api/staff/outlets/${roastCcx._id}`]: ({ body }) => ({ body: { success: true, data: patch(body) } }),
  });
  const view = renderConsole('/staff/outlets');
  const card = await screen.findByRole('article', { name: 'Roast CCX' });
  return { ...view, calls, card };
}

describe('an outlet’s tax invoice details in the console', () => {
  it('show the registered name, GSTIN and FSSAI licence, and save only what changed', async () => {
    const { user, calls, card } = await openOutlets((body) => ({ ...roastCcx, ...(body as Partial<Store>) }));
    expect(within(card).getByLabelText('Registered name')).toHaveValue('Roast Cafe Private Limited');
    expect(within(card).getByLabelText('GSTIN')).toHaveValue('29AAHCR4821K1Z0');
    const fssai = within(card).getByLabelText('FSSAI licence number');
    expect(fssai).toHaveValue('21224019000871');

    await user.clear(fssai);
    await user.type(fssai, '10012345000123');
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved Roast CCX’s settings.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { fssaiLicence: '10012345000123' },
    ]);
  });

  it('refuse a GSTIN whose check character is wrong before sending it', async () => {
    const { user, calls, card } = await openOutlets();
    const gstin = within(card).getByLabelText('GSTIN');
    await user.clear(gstin);
    await user.type(gstin, '29AAHCR4821K1Z1');
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));
    expectFieldError(gstin, 'That GSTIN’s last character does not match: please check it against the certificate.');
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });
});
