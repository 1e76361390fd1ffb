import type { ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { loadNamespaces, NAMESPACES } from '../i18n';
import { lazyPage } from '../lib/lazy-page';
import { NotFoundPage } from './not-found-page';
import { PageErrorBoundary } from './route-error';
import { Shell } from './shell';

/** What the server and the browser's first render need to know of a matched route. */
export interface RouteHandle {
  /** The page's source module, so the server can ask the browser to preload its chunk. */
  module?: string;
  /** Fetches the page's code and texts, so it renders without waiting. */
  preload?: () => Promise<unknown>;
  notFound?: boolean;
}

/** Pages are a feature's own, or composed of several features in app/pages. */
const pageModules = import.meta.glob<Record<string, ComponentType>>([
  '../features/*/*-page.tsx',
  '../features/*/*-pages.tsx',
  './pages/*-pages.tsx',
  // The home page is in the entry chunk, not loaded on demand.
  '!../features/home/home-page.tsx',
]);

/** The namespaces of texts a composed page (app/pages) uses; a feature's page uses its feature's. */
const PAGE_NAMESPACES: Record<string, string[]> = {
  'app/pages/product-pages': ['cakes', 'hampers'],
  'app/pages/session-pages': ['events', 'workshops', 'bookings'],
  'app/pages/account-pages': ['account', 'orders'],
};

/**
 * A page loaded on first visit, so the home page carries only its own code. It is shown once its
 * code and its texts in the page's language are here (the server and the browser's first render
 * load them up front). `module` is 'features/<feature>/<file>' or 'app/pages/<file>'.
 */
function page(module: string, exportName: string): Pick<RouteObject, 'element' | 'handle'> {
  const key = module.startsWith('app/') ? `./${module.slice('app/'.length)}.tsx` : `../${module}.tsx`;
  const load = pageModules[key];
  if (!load) throw new Error(`No page module ${module}.tsx`);
  const feature = /^features\/([^/]+)\//.exec(module)?.[1];
  const namespaces = (PAGE_NAMESPACES[module] ?? (feature ? [feature] : [])).filter((namespace) =>
    NAMESPACES.includes(namespace),
  );
  const { Page, preload } = lazyPage(async () => {
    const [loaded] = await Promise.all([load(), loadNamespaces(namespaces)]);
    const Component = loaded[exportName];
    if (!Component) throw new Error(`${module}.tsx does not export ${exportName}`);
    return Component;
  });
  const handle: RouteHandle = { module: `src/${module}.tsx`, preload };
  return { handle, element: <Page /> };
}

const notFound: RouteHandle = { notFound: true };

/**
 * Every page of the store, for the browser's router and the server's. Paths match without regard
 * to case, so /AboutUs and /aboutus, /Careers and /careers are the same pages.
 */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      {
        element: <PageErrorBoundary />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'cakes', ...page('features/cakes/cakes-page', 'CakesPage') },
          { path: 'cakeInfo/:id', ...page('app/pages/product-pages', 'CakeRoute') },
          { path: 'gifthampers', ...page('features/hampers/hampers-page', 'HampersPage') },
          { path: 'offer-details/:id', ...page('app/pages/product-pages', 'HamperRoute') },
          { path: 'outlets', ...page('features/outlets/outlets-page', 'OutletsPage') },
          { path: 'roast-ccx', ...page('features/outlets/outlet-page', 'OutletPage') },
          { path: 'roast-24-seven', ...page('features/outlets/outlet-page', 'OutletPage') },
          { path: 'roast-caffeine-capital', ...page('features/outlets/outlet-page', 'OutletPage') },
          { path: 'events', ...page('features/events/events-page', 'EventsPage') },
          { path: 'event/:id', ...page('app/pages/session-pages', 'EventRoute') },
          { path: 'workshop', ...page('features/workshops/workshops-page', 'WorkshopsPage') },
          { path: 'workshop/:id', ...page('app/pages/session-pages', 'WorkshopRoute') },
          { path: 'aboutus', ...page('features/about/about-page', 'AboutPage') },
          { path: 'blogs', ...page('features/blogs/blogs-page', 'BlogsPage') },
          { path: 'blogs/:id', ...page('features/blogs/blog-page', 'BlogPage') },
          { path: 'careers', ...page('features/careers/careers-page', 'CareersPage') },
          { path: 'careers/:id', ...page('features/careers/job-page', 'JobPage') },
          { path: 'contact', ...page('features/contact/contact-page', 'ContactPage') },
          { path: 'cart', ...page('features/cart/cart-page', 'CartPage') },
          { path: 'paymentsuccess', ...page('features/orders/payment-success-page', 'PaymentSuccessPage') },
          { path: 'pay/:token', ...page('features/orders/pay-link-page', 'PayLinkPage') },
          { path: 'myorders', ...page('app/pages/account-pages', 'MyAccountRoute') },
          { path: 'forgot-password', ...page('features/account/forgot-password-page', 'ForgotPasswordPage') },
          { path: 'reset-password/:token', ...page('features/account/reset-password-page', 'ResetPasswordPage') },
          { path: 'verify-email/:token', ...page('features/account/verify-email-page', 'VerifyEmailPage') },
          { path: 'privacy-policy', ...page('features/policies/policy-pages', 'PrivacyPage') },
          { path: 'terms-and-conditions', ...page('features/policies/policy-pages', 'TermsPage') },
          { path: 'return-and-refund', ...page('features/policies/policy-pages', 'RefundPage') },
          { path: '*', element: <NotFoundPage />, handle: notFound },
        ],
      },
    ],
  },
];

/**
 * The handles of the routes a path matches, once the matched page's code and texts are here: the
 * server and the browser's first render call it, so the page they render never waits.
 */
export async function loadPageAt(pathname: string, basename: string): Promise<(RouteHandle | undefined)[]> {
  const handles = (matchRoutes(routes, pathname, basename) ?? []).map(
    (match) => match.route.handle as RouteHandle | undefined,
  );
  await Promise.all(handles.map((handle) => handle?.preload?.()));
  return handles;
}

/** The store's pages at the router's location. */
export function StoreRoutes() {
  return useRoutes(routes);
}
