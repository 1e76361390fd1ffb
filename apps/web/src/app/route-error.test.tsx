import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../test/console';
import { renderInApp } from '../test/render';
import { PageErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('The page broke');
}

function Pages() {
  return useRoutes([
    {
      element: <PageErrorBoundary />,
      children: [
        { path: 'broken', element: <Broken /> },
        { path: 'cakes', element: <h1>Cakes</h1> },
      ],
    },
  ]);
}

describe('a page that breaks', () => {
  it('says sorry with a way out, and the next page is shown as usual', async () => {
    expectConsoleError(/The page broke/);
    renderInApp(
      <>
        <Link to="/cakes">Our cakes</Link>
        <Pages />
      </>,
      { path: '/broken' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Our cakes' }));
    expect(await screen.findByRole('heading', { name: 'Cakes' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
