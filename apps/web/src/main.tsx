import '@fontsource-variable/fraunces/wght.css';
import '@fontsource-variable/nunito-sans/wght.css';
import './styles/scripts.css';
import './styles/global.css';
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { createQueryClient, STATE_ELEMENT_ID } from './app/query-client';
import { loadPageAt, StoreRoutes } from './app/routes';
import { createBrowserI18n, languageOfPath, loadNamespaces, TEXTS_ELEMENT_ID, type PageTexts } from './i18n';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
const state = document.getElementById(STATE_ELEMENT_ID)?.textContent;
if (state) hydrate(queryClient, JSON.parse(state) as DehydratedState);

// The page's language is its path's: /kn/... and /hi/... run under that prefix, and the texts the
// server rendered the page with are in the page (others load when a page needs them).
const { language, basename } = languageOfPath(window.location.pathname);
const texts = document.getElementById(TEXTS_ELEMENT_ID)?.textContent;
const pageTexts = texts ? (JSON.parse(texts) as PageTexts) : undefined;
const i18n = await createBrowserI18n(language, pageTexts?.language === language ? pageTexts.resources : undefined);
// A page the server did not render starts with the shell's and the home page's texts.
if (!root.firstElementChild) await loadNamespaces(['common', 'home']);

// The page shown now is loaded before the first render, so it hydrates in one go.
await loadPageAt(window.location.pathname, basename);

const app = (
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename={basename}>
          <StoreRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </I18nextProvider>
  </StrictMode>
);

// The server renders pages when it can; otherwise the browser builds the page itself.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
