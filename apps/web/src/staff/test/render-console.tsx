import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { ConsoleApp } from '../app/console-app';
import { createConsoleQueryClient } from '../app/query-client';
import { consoleRoutes } from '../app/routes';

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
  const router = createMemoryRouter(consoleRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<ConsoleApp client={client} router={router} />);
  return { ...view, client, router, user };
}
