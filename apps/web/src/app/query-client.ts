import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}

/** Where the server puts the catalog it rendered the page with, for the browser to start from. */
export const STATE_ELEMENT_ID = 'roast-state';
