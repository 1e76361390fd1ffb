import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { RecordLocation, routerView } from './location';

/** A query client as the app's, without retries: a failure the test asks for shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

/** renderHook's wrapper: the query client every hook of the app reads through. */
export function withQueryClient(client: QueryClient = testQueryClient()) {
  return function QueryProviders({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

export interface ShownToast {
  /** 'alert' for a failure (read out at once), 'status' for the rest. */
  role: 'alert' | 'status';
  message: string;
}

/**
 * The toasts in the corner of the page now, as a person reads them. The toaster is put up only to
 * be read: a toast closes itself 5 seconds after it opened, and a toaster left up would see that
 * happen outside the test that showed it.
 */
export function toastsShown(): ShownToast[] {
  const corner = render(<Toaster />);
  const shown = [...corner.container.querySelectorAll<HTMLElement>('[role="alert"], [role="status"]')].map((toast) => ({
    role: toast.getAttribute('role') as ShownToast['role'],
    message: toast.textContent ?? '',
  }));
  corner.unmount();
  return shown;
}

/**
 * A part of the app as a page shows it: with its query client and a router at `path`. The element
 * shows at `route` (every path unless the page reads its params); a test reads where a navigation
 * went from `router.state.location`, which a navigation changes at once (not as a transition).
 */
export function renderInApp(
  element: ReactNode,
  { path = '/', route = '*', client = testQueryClient() }: { path?: string; route?: string; client?: QueryClient } = {},
) {
  const router = routerView();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <Routes>
          <Route path={route} element={element} />
          {route === '*' ? null : <Route path="*" element={null} />}
        </Routes>
        <RecordLocation into={router} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}
