import { Suspense, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { OwnerOnly } from '../components/owner-only';
import { ChangePasswordPage } from '../features/account/change-password-page';
import { LoginPage } from '../features/account/login-page';
import { SetPasswordPage } from '../features/account/set-password-page';
import { BoardPage } from '../features/board/board-page';
import { staffPaths } from '../lib/paths';
import { ConsoleLayout, ConsoleOpening } from './console-layout';
import { ConsoleError, ConsoleNotFound } from './console-error';

const preloads: (() => Promise<unknown>)[] = [];

/**
 * A page loaded on its first visit: the board, open all day on the counter's tablet, downloads
 * none of the other pages (the sales page brings a chart library).
 */
function page<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): Pick<RouteObject, 'element'> {
  const { Page, preload } = lazyPage(async () => pick(await load()));
  preloads.push(preload);
  return { element: <Page /> };
}

/** Fetches the code of every page of the console (the tests' way to never wait for one). */
export async function preloadConsolePages(): Promise<void> {
  await Promise.all(preloads.map((preload) => preload()));
}

/** A page for owners only: a member of staff who follows a link to it is told so, and it asks the server nothing. */
function ownersPage<Module>(
  title: string,
  message: string,
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): Pick<RouteObject, 'element' | 'children'> {
  return {
    element: <OwnerOnly title={title} message={message} />,
    children: [{ index: true, ...page(load, pick) }],
  };
}

/**
 * The page at the router's location, or an apology when it breaks (another page is tried afresh);
 * the opening screen while the first page's code arrives, when the console opens on a page loaded
 * lazily (later visits keep the page before on screen meanwhile).
 */
function ConsolePages() {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={<ConsoleOpening />}>
      <ErrorBoundary fallback={<ConsoleError />} resetKeys={[pathname]}>
        <Outlet />
      </ErrorBoundary>
    </Suspense>
  );
}

/**
 * The console's pages. The login and the set-password link work signed out; everything else is
 * behind the login (the layout sends a signed-out member to it).
 */
export const consoleRoutes: RouteObject[] = [
  {
    path: staffPaths.board,
    element: <ConsolePages />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'set-password/:token', element: <SetPasswordPage /> },
      {
        element: <ConsoleLayout />,
        children: [
          { index: true, element: <BoardPage /> },
          {
            path: 'menu',
            ...page(
              () => import('../features/catalog/catalog-page'),
              (module) => module.CatalogPage,
            ),
          },
          {
            path: 'menu/:kind/new',
            ...page(
              () => import('../features/catalog/catalog-form-page'),
              (module) => module.CatalogFormPage,
            ),
          },
          {
            path: 'menu/:kind/:id',
            ...page(
              () => import('../features/catalog/catalog-form-page'),
              (module) => module.CatalogFormPage,
            ),
          },
          {
            path: 'orders/new',
            ...page(
              () => import('../features/counter/counter-order-page'),
              (module) => module.CounterOrderPage,
            ),
          },
          {
            path: 'production',
            ...page(
              () => import('../features/board/production-page'),
              (module) => module.ProductionPage,
            ),
          },
          {
            path: 'people',
            ...page(
              () => import('../features/people/people-page'),
              (module) => module.PeoplePage,
            ),
          },
          {
            path: 'sales',
            ...ownersPage(
              'Sales',
              'Only an owner can see the sales.',
              () => import('../features/sales/sales-page'),
              (module) => module.SalesPage,
            ),
          },
          {
            path: 'outlets',
            ...ownersPage(
              'Outlets',
              "Only an owner can change the outlets' settings.",
              () => import('../features/outlets/outlets-page'),
              (module) => module.OutletsPage,
            ),
          },
          {
            path: 'audit',
            ...ownersPage(
              'Audit trail',
              'Only an owner can see the changes made to the menu and the outlets.',
              () => import('../features/audit/audit-page'),
              (module) => module.AuditPage,
            ),
          },
          {
            path: 'payments',
            ...ownersPage(
              'Payments',
              'Only an owner can see the payments that went wrong and their refunds.',
              () => import('../features/payments/payments-page'),
              (module) => module.PaymentsPage,
            ),
          },
          {
            path: 'background-work',
            ...ownersPage(
              'Background work',
              'Only an owner can see the background work that keeps failing.',
              () => import('../features/background/background-work-page'),
              (module) => module.BackgroundWorkPage,
            ),
          },
          {
            path: 'members',
            ...page(
              () => import('../features/members/members-page'),
              (module) => module.MembersPage,
            ),
          },
          { path: 'account', element: <ChangePasswordPage /> },
          { path: '*', element: <ConsoleNotFound /> },
        ],
      },
    ],
  },
  // The server sends only /staff and the paths under it here.
  { path: '*', element: <Navigate to={staffPaths.board} replace /> },
];

/** The console's pages at the router's location. */
export function ConsoleRoutes() {
  return useRoutes(consoleRoutes);
}
