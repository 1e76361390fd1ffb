import type { RegisterPayload, VerificationSent } from '@roast/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, postJson } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { forgetSession, signIn } from '../../../lib/session';

interface Session {
  success: true;
  token: string;
  message: string;
}

interface Said {
  success: true;
  message: string;
}

/** Sign-up: the new customer is signed in at once; resolves to the welcome message. */
export function useRegister() {
  return useMutation({
    mutationFn: (payload: RegisterPayload) => postJson<Session>('/api/user/register', payload),
    onSuccess: (session) => signIn(session.token),
  });
}

/** Login with email and password; resolves to the welcome message. */
export function useLogin() {
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) =>
      postJson<Session>('/api/user/login', { email, password }),
    onSuccess: (session) => signIn(session.token),
  });
}

/** Asks for a reset link; the server answers the same whether or not the email has an account. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => postJson<Said>('/api/user/forgot-password', { email }) });
}

/** A new password with the link's token (sent in the body, so no access log keeps it). */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      postJson<Said>('/api/user/reset-password', { token, password }),
  });
}

/**
 * Follows the link mailed to confirm an email address (its token in the body, so no access log
 * keeps it). A confirmed email brings the events booked with it, so the customer and their
 * enrollments are read again.
 */
export function useVerifyEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => postJson<Said>('/api/user/verify-email', { token }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.allUsers }),
        client.invalidateQueries({ queryKey: queryKeys.allEnrollments }),
      ]),
  });
}

/** Asks for a new confirmation link for the signed-in customer; resolves to where and when it went. */
export function useSendVerificationLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => postJson<VerificationSent>('/api/user/verify-email/resend', {}, token),
    onError: async (error) => {
      if (!(error instanceof ApiError)) return;
      // A token the server no longer accepts is forgotten; an address confirmed meanwhile is read again.
      if (error.status === 401) forgetSession();
      if (error.status === 409) await client.invalidateQueries({ queryKey: queryKeys.allUsers });
    },
  });
}
