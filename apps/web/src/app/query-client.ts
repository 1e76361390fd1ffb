import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Offline, a read still goes out once: the service worker answers it with the kept catalog.
      queries: { retry: 1, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
    },
  });
}

/** Where the server puts the catalog it rendered the page with, for the browser to start from. */
export const STATE_ELEMENT_ID = 'roast-state';
