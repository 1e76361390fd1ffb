import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { StaffApiError } from '../lib/api';
import { forgetKeptReads } from '../lib/offline';
import { staffKeys } from '../lib/query-keys';

/**
 * The console's queries. A call the server refused (a 4xx) is not tried again, since it would be
 * refused again; a dropped connection is, twice. A lapsed session (a 401 from any call but the
 * password forms) takes the member to the login page, wherever they were, and forgets the reads
 * the service worker kept for them.
 */
export function createConsoleQueryClient(): QueryClient {
  const endSession = (error: unknown) => {
    if (error instanceof StaffApiError && error.sessionEnded) {
      client.setQueryData(staffKeys.me, null);
      void forgetKeptReads();
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: endSession }),
    mutationCache: new MutationCache({ onError: endSession }),
    defaultOptions: {
      // A read goes out even offline, where the service worker answers it with its kept copy.
      queries: {
        networkMode: 'offlineFirst',
        retry: (failures, error) => !(error instanceof StaffApiError) && failures < 2,
      },
      // A write made offline waits (paused, shown as waiting) and is sent when the connection is back.
      mutations: { networkMode: 'online', retry: false },
    },
  });
  return client;
}
