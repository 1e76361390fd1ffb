import '@testing-library/jest-dom/vitest';
import { cleanup, configure, renderHook } from '@testing-library/react';
import { setI18n } from 'react-i18next';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { createI18nWith } from '../i18n';
import { dismissToast, useToasts } from '../lib/toast';
import { settleConsole, watchConsole } from './console';
import { settleNetwork, stubNetwork } from './network';

// Components read their texts in English, as the store's English pages do.
const english = import.meta.glob<Record<string, unknown>>('../i18n/locales/en/*.json', {
  eager: true,
  import: 'default',
});
setI18n(
  createI18nWith('en', {
    en: Object.fromEntries(Object.entries(english).map(([file, texts]) => [/([^/]+)\.json$/.exec(file)![1]!, texts])),
  }),
);

// The app renders in StrictMode (main.tsx), so effects run twice here as they do there.
configure({ reactStrictMode: true });
afterAll(watchConsole());

beforeEach(() => {
  stubNetwork();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // What another tab's localStorage.clear() announces: the session, and the guest cart once a
  // component has read it, start the next test signed out and empty.
  window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: window.localStorage }));
  // A toast this test showed is not one the next test reads.
  const shown = renderHook(() => useToasts());
  for (const toast of shown.result.current) dismissToast(toast.id);
  shown.unmount();
  // Both are checked, so one failure does not hide the other or leak into the next test.
  const failures = [settleNetwork, settleConsole].flatMap((settle) => {
    try {
      settle();
      return [];
    } catch (error) {
      return [error instanceof Error ? error.message : String(error)];
    }
  });
  if (failures.length > 0) throw new Error(failures.join('\n\n'));
});
