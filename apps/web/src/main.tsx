import '@fontsource-variable/fraunces/wght.css';
import '@fontsource-variable/nunito-sans/wght.css';
import './styles/global.css';
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { createQueryClient, STATE_ELEMENT_ID } from './app/query-client';
import { routes } from './app/routes';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
const state = document.getElementById(STATE_ELEMENT_ID)?.textContent;
if (state) hydrate(queryClient, JSON.parse(state) as DehydratedState);

// The page shown now is loaded before the first render, so it hydrates in one go.
const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
await Promise.all(
  lazyMatches.map(async (match) => {
    const lazy = match.route.lazy as () => Promise<object>;
    Object.assign(match.route, await lazy(), { lazy: undefined });
  }),
);

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </QueryClientProvider>
  </StrictMode>
);

// The server renders pages when it can; otherwise the browser builds the page itself.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
