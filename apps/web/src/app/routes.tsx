import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';
import { Shell } from './shell';

/** What the server needs to know of a matched route. */
export interface RouteHandle {
  /** The page's source module, so the server can ask the browser to preload its chunk. */
  module?: string;
  notFound?: boolean;
}

const pageModules = import.meta.glob<Record<string, ComponentType>>([
  '../features/*/*-page.tsx',
  '../features/*/*-pages.tsx',
]);

/**
 * A page loaded on first visit, so the home page carries only its own code. The router loads it
 * before it shows the page (the server and the browser's first render load it up front).
 */
function page(module: string, exportName: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[`../features/${module}.tsx`];
  if (!load) throw new Error(`No page module features/${module}.tsx`);
  const handle: RouteHandle = { module: `src/features/${module}.tsx` };
  return {
    handle,
    lazy: async () => {
      const Component = (await load())[exportName];
      if (!Component) throw new Error(`features/${module}.tsx does not export ${exportName}`);
      return { Component };
    },
  };
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
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'cakes', ...page('cakes/cakes-page', 'CakesPage') },
          { path: 'cakeInfo/:id', ...page('cakes/cake-page', 'CakePage') },
          { path: 'gifthampers', ...page('hampers/hampers-page', 'HampersPage') },
          { path: 'offer-details/:id', ...page('hampers/hamper-page', 'HamperPage') },
          { path: 'outlets', ...page('outlets/outlets-page', 'OutletsPage') },
          { path: 'roast-ccx', ...page('outlets/outlet-page', 'OutletPage') },
          { path: 'roast-24-seven', ...page('outlets/outlet-page', 'OutletPage') },
          { path: 'roast-caffeine-capital', ...page('outlets/outlet-page', 'OutletPage') },
          { path: 'events', ...page('events/events-page', 'EventsPage') },
          { path: 'event/:id', ...page('events/event-page', 'EventPage') },
          { path: 'workshop', ...page('workshops/workshops-page', 'WorkshopsPage') },
          { path: 'workshop/:id', ...page('workshops/workshop-page', 'WorkshopPage') },
          { path: 'aboutus', ...page('about/about-page', 'AboutPage') },
          { path: 'blogs', ...page('blogs/blogs-page', 'BlogsPage') },
          { path: 'blogs/:id', ...page('blogs/blog-page', 'BlogPage') },
          { path: 'careers', ...page('careers/careers-page', 'CareersPage') },
          { path: 'careers/:id', ...page('careers/job-page', 'JobPage') },
          { path: 'contact', ...page('contact/contact-page', 'ContactPage') },
          { path: 'cart', ...page('cart/cart-page', 'CartPage') },
          { path: 'paymentsuccess', ...page('cart/payment-success-page', 'PaymentSuccessPage') },
          { path: 'myorders', ...page('account/my-account-page', 'MyAccountPage') },
          { path: 'forgot-password', ...page('account/forgot-password-page', 'ForgotPasswordPage') },
          { path: 'reset-password/:token', ...page('account/reset-password-page', 'ResetPasswordPage') },
          { path: 'privacy-policy', ...page('policies/policy-pages', 'PrivacyPage') },
          { path: 'terms-and-conditions', ...page('policies/policy-pages', 'TermsPage') },
          { path: 'return-and-refund', ...page('policies/policy-pages', 'RefundPage') },
          { path: '*', element: <NotFoundPage />, handle: notFound },
        ],
      },
    ],
  },
];
