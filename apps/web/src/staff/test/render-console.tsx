import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { RecordLocation, routerView } from '../../test/location';
import { ConsoleApp } from '../app/console-app';
import { createConsoleQueryClient } from '../app/query-client';
import { ConsoleRoutes, preloadConsolePages } from '../app/routes';

// Every page's code is here before a test starts: a page that suspends inside act would wait there.
await preloadConsolePages();

/**
 * The console as the browser runs it (its routes, its query client, the login in front of it) at
 * `path`, without retries so a failure a test asks for shows at once. A test reads where a
 * navigation went from `router.state.location`.
 */
export function renderConsole(path = '/staff') {
  const client = createConsoleQueryClient();
  client.setDefaultOptions({
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  });
  const router = routerView();
  const user = userEvent.setup();
  const view = render(
    <ConsoleApp client={client}>
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <ConsoleRoutes />
        <RecordLocation into={router} />
      </MemoryRouter>
    </ConsoleApp>,
  );
  return { ...view, client, router, user };
}
