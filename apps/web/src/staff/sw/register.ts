import { CONSOLE_SCOPE, CONSOLE_WORKER } from './rules';

/**
 * Registers the console's service worker once the page has loaded, so its first download never
 * competes with the board's. Production builds only: in development the files change on every save.
 */
export function registerConsoleWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(CONSOLE_WORKER, { scope: CONSOLE_SCOPE }).catch(() => {
      // Without a worker the console still works online; the next visit tries again.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
