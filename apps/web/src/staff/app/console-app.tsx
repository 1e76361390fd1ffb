import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ComponentProps } from 'react';
import { RouterProvider } from 'react-router';
import './console.css';

interface ConsoleAppProps {
  client: QueryClient;
  router: ComponentProps<typeof RouterProvider>['router'];
}

/** The console: its queries and its pages. */
export function ConsoleApp({ client, router }: ConsoleAppProps) {
  useEffect(() => {
    // Browser tests wait for this mark before they act, as they do on the store's pages.
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
