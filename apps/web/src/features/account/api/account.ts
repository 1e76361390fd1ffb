import type { RegisterPayload } from '@roast/domain';
import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../../lib/api';
import { signIn } from '../../../lib/session';

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
