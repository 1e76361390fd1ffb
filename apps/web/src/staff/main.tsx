import '@fontsource-variable/fraunces/wght.css';
import '@fontsource-variable/nunito-sans/wght.css';
import '../styles/global.css';
import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { createI18nWith } from '../i18n';
import common from '../i18n/locales/en/common.json';
import refusals from '../i18n/locales/en/refusals.json';
import { ConsoleApp } from './app/console-app';
import { createConsoleQueryClient } from './app/query-client';
import { ConsoleRoutes } from './app/routes';
import { registerConsoleWorker } from './sw/register';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The console is in English: the shared components (dialogs, fields, toasts) read their words from
// the store's English texts.
const i18n = createI18nWith('en', { en: { common, refusals } });

// A console opened without a connection knows it at once: moves tapped then wait to be sent. (The
// browser's online and offline events keep it current from here.)
onlineManager.setOnline(navigator.onLine);

// Only staff use the console, and it needs the session: it renders in the browser alone.
createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ConsoleApp client={createConsoleQueryClient()}>
        <BrowserRouter>
          <ConsoleRoutes />
        </BrowserRouter>
      </ConsoleApp>
    </I18nextProvider>
  </StrictMode>,
);

// The console's own service worker: its shell and the last board, for a tablet that loses the connection.
registerConsoleWorker();
