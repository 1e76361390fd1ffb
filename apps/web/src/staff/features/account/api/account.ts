import type { StaffMember } from '@roast/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../../lib/api';
import { forgetKeptReads } from '../../../lib/offline';
import { staffKeys } from '../../../lib/query-keys';

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      staffApi.post<{ staff: StaffMember }>('/login', credentials),
    onSuccess: ({ staff }) => {
      // A shared tablet: nothing the previous member saw stays in memory for the next one.
      client.removeQueries({ predicate: (query) => query.queryKey[1] !== 'me' });
      void forgetKeptReads();
      client.setQueryData(staffKeys.me, staff);
    },
  });
}

/**
 * Ends the session on the server; the console then shows the login page. What the service worker
 * kept for this member is forgotten at the tap, before the server hears of it: a logout tapped
 * offline waits for the connection, the next member's look at the tablet does not.
 */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => staffApi.post<{ message: string }>('/logout'),
    onMutate: () => forgetKeptReads(),
    onSuccess: () => client.setQueryData(staffKeys.me, null),
  });
}

/** The first password, from the one-time link in an invitation (or a new link from the owner). */
export function useSetPassword(token: string) {
  return useMutation({
    mutationFn: (body: { password: string }) =>
      staffApi.post<{ message: string; email: string }>(`/set-password/${encodeURIComponent(token)}`, body),
  });
}

/** A new password for the signed-in member; the server ends their other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; password: string }) =>
      staffApi.post<{ message: string }>('/password', body),
  });
}
