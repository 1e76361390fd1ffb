import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { outlets, roastCcx } from '../../test/catalog';
import { serveApi } from '../../test/network';
import { renderInApp } from '../../test/render';
import { OutletPage } from './outlet-page';

describe('an outlet’s page', () => {
  it('shows the outlet’s FSSAI licence number at its foot', async () => {
    serveApi({ 'GET /api/stores/list': { body: { success: true, stores: outlets } } });
    renderInApp(<OutletPage />, { path: roastCcx.pagePath });
    const foot = await screen.findByRole('contentinfo');
    expect(foot).toHaveTextContent(`Roast CCX · FSSAI licence no. ${roastCcx.fssaiLicence}`);
  });
});
