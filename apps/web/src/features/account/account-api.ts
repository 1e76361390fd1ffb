import type { RegisterPayload, UserDetails } from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, getJson, postJson } from '../../lib/api';
import { forgetSession, useSessionToken } from '../../lib/session';

interface Session {
  success: true;
  token: string;
  message: string;
}

export const register = (payload: RegisterPayload) => postJson<Session>('/api/user/register', payload);
export const login = (email: string, password: string) => postJson<Session>('/api/user/login', { email, password });
export const requestPasswordReset = (email: string) =>
  postJson<{ success: true; message: string }>('/api/user/forgot-password', { email });
export const resetPassword = (token: string, password: string) =>
  postJson<{ success: true; message: string }>('/api/user/reset-password', { token, password });

/** The signed-in customer's details; a token the server no longer accepts is forgotten. */
export function useCurrentUser() {
  const token = useSessionToken();
  return useQuery({
    queryKey: ['user', token],
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async () => {
      try {
        return (await getJson<{ data: UserDetails }>('/api/user/details', { token })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) forgetSession();
        throw error;
      }
    },
  });
}
