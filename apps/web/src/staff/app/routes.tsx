import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { OwnerOnly } from '../components/owner-only';
import { ChangePasswordPage } from '../features/account/change-password-page';
import { LoginPage } from '../features/account/login-page';
import { SetPasswordPage } from '../features/account/set-password-page';
import { BoardPage } from '../features/board/board-page';
import { staffPaths } from '../lib/paths';
import { ConsoleLayout, ConsoleOpening } from './console-layout';
import { ConsoleError, ConsoleNotFound } from './console-error';

/**
 * A page loaded on its first visit: the board, open all day on the counter's tablet, downloads
 * none of the other pages (the sales page brings a chart library).
 */
function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await load()) }) };
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
 * The console's pages. The login and the set-password link work signed out; everything else is
 * behind the login (the layout sends a signed-out member to it).
 */
export const consoleRoutes: RouteObject[] = [
  {
    path: staffPaths.board,
    errorElement: <ConsoleError />,
    // Shown while the first page's code arrives, when the console opens on a page loaded lazily.
    hydrateFallbackElement: <ConsoleOpening />,
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
