import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import './console.css';

interface ConsoleAppProps {
  client: QueryClient;
  /** A router around the console's routes. */
  children: ReactNode;
}

/** The console: its queries and its pages. */
export function ConsoleApp({ client, children }: ConsoleAppProps) {
  useEffect(() => {
    // Browser tests wait for this mark before they act, as they do on the store's pages.
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
