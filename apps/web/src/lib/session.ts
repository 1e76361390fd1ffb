import { postJson } from './api';
import { createStore } from './store';

/**
 * Who is signed in: the token lives in memory and in local storage (key 'token'), as the
 * storefront has always kept it. The server renders every page signed out; the browser shows the
 * session once it has started.
 */
const TOKEN_KEY = 'token';
/** The guest cart, cleared at logout. */
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
    window.sessionStorage.removeItem(GUEST_CART_KEY);
  } catch {
    // nothing stored
  }
  window.location.assign('/');
}

/** The login popup, openable from anywhere (checkout, My Account, workshop registration). */
export type LoginMode = 'login' | 'signup';
const loginDialog = createStore<{ open: boolean; mode: LoginMode }>({ open: false, mode: 'login' });
export const useLoginDialog = loginDialog.use;
export const openLogin = (mode: LoginMode = 'login') => loginDialog.set({ open: true, mode });
export const closeLogin = () => loginDialog.set((state) => ({ ...state, open: false }));
export const switchLoginMode = (mode: LoginMode) => loginDialog.set({ open: true, mode });
