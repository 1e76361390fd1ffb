import '@fontsource-variable/fraunces/wght.css';
import '@fontsource-variable/nunito-sans/wght.css';
import '../styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { ConsoleApp } from './app/console-app';
import { createConsoleQueryClient } from './app/query-client';
import { consoleRoutes } from './app/routes';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Only staff use the console, and it needs the session: it renders in the browser alone.
createRoot(root).render(
  <StrictMode>
    <ConsoleApp client={createConsoleQueryClient()} router={createBrowserRouter(consoleRoutes)} />
  </StrictMode>,
);
