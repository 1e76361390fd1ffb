import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

const Loaded = () => <h1>The page</h1>;

describe('a page loaded on its first visit', () => {
  it('renders at once, without a fallback, once preloaded (as the server and hydration need)', async () => {
    let loads = 0;
    const { Page, preload } = lazyPage(async () => {
      loads += 1;
      return Loaded;
    });
    await preload();
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
    await preload();
    expect(loads).toBe(1);
  });

  it('waits for its code when not preloaded, then shows it', async () => {
    let arrive: (component: typeof Loaded) => void = () => {};
    const { Page } = lazyPage(() => new Promise((resolve) => (arrive = resolve)));
    // React retries a suspended render inside act only when the act is awaited.
    await act(async () => {
      render(
        <Suspense fallback={<p>Waiting</p>}>
          <Page />
        </Suspense>,
      );
    });
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await act(async () => arrive(Loaded));
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it('tries again after a load that failed', async () => {
    let attempts = 0;
    const { preload } = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('The network dropped');
      return Loaded;
    });
    await expect(preload()).rejects.toThrow('The network dropped');
    await expect(preload()).resolves.toBe(Loaded);
    expect(attempts).toBe(2);
  });
});
