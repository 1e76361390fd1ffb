import type { UserDetails } from '@roast/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getJson, postJson } from './api';
import { queryKeys } from './query-keys';
import { createStore } from './store';

/**
 * Who is signed in: the token lives in memory and in local storage (key 'token'), as the
 * storefront has always kept it, and every open tab follows it (a login or logout in one tab is a
 * login or logout in all). The server renders every page signed out; the browser shows the
 * session once it has started.
 */
const TOKEN_KEY = 'token';
/** The guest cart's place in local storage; logout clears it with the token. */
export const GUEST_CART_KEY = 'roast:guest-cart';

function storedToken(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

const token = createStore<string | null>(storedToken(), null);

export const useSessionToken = token.use;
export const sessionToken = token.get;

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) token.set(storedToken());
  });
}

export function signIn(newToken: string): void {
  try {
    window.localStorage.setItem(TOKEN_KEY, newToken);
  } catch {
    // Without storage the session lasts as long as the page.
  }
  token.set(newToken);
}

/** Forgets the session (a token the server no longer accepts, say) without leaving the page. */
export function forgetSession(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // nothing stored
  }
  token.set(null);
}

/**
 * Logout: the server ends the session (so a copy of the token is worthless too), then the token
 * and the guest cart go here and the home page loads afresh. Offline, the token is still forgotten.
 */
export async function signOut(): Promise<void> {
  const current = token.get();
  if (current) await postJson('/api/user/logout', {}, current).catch(() => undefined);
  forgetSession();
  try {
    window.localStorage.removeItem(GUEST_CART_KEY);
  } catch {
    // nothing stored
  }
  window.location.assign('/');
}

/** The signed-in customer's name, email and phone, shared by the header, checkout and bookings. */
export const currentUserQuery = (value: string | null) =>
  queryOptions({
    queryKey: queryKeys.user(value),
    enabled: Boolean(value),
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async (): Promise<UserDetails> => {
      try {
        return (await getJson<{ data: UserDetails }>('/api/user/details', { token: value })).data;
      } catch (error) {
        // A token the server no longer accepts (logged out elsewhere, password changed) is forgotten.
        if (error instanceof ApiError && error.status === 401) forgetSession();
        throw error;
      }
    },
  });

export function useCurrentUser() {
  return useQuery(currentUserQuery(useSessionToken()));
}

/**
 * The login popup, openable from anywhere. `reason` says what the person was doing, so the popup
 * can lead with what they need: a newcomer at checkout is offered an account first.
 */
export type LoginMode = 'login' | 'signup';
export type LoginReason = 'checkout' | 'workshop' | 'account';
interface LoginDialogState {
  open: boolean;
  mode: LoginMode;
  reason?: LoginReason;
}
const loginDialog = createStore<LoginDialogState>({ open: false, mode: 'login' });
export const useLoginDialog = loginDialog.use;
export const openLogin = (mode: LoginMode = 'login', reason?: LoginReason) =>
  loginDialog.set({ open: true, mode, reason });
export const closeLogin = () => loginDialog.set((state) => ({ ...state, open: false }));
export const switchLoginMode = (mode: LoginMode) => loginDialog.set((state) => ({ ...state, open: true, mode }));
