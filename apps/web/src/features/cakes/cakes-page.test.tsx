import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { truffleCake } from '../../test/catalog';
import { serveApi } from '../../test/network';
import { renderInApp } from '../../test/render';
import { CakesPage } from './cakes-page';

describe('the cakes page', () => {
  it('offers the cake menu as a PDF to download', async () => {
    serveApi({ 'GET /api/cake/list': { body: { success: true, data: [truffleCake] } } });
    renderInApp(<CakesPage />, { path: '/cakes' });
    const link = await screen.findByRole('link', { name: 'Download our cake menu (PDF)' });
    expect(link).toHaveAttribute('href', '/cake-menu.pdf');
    expect(link).toHaveAttribute('download', 'Roast-cake-menu.pdf');
    expect(await screen.findByText(truffleCake.name)).toBeVisible();
  });
});
