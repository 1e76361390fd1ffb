import { lazy, Suspense } from 'react';
import { Toaster } from '../components/ui/toaster';
import { AccountMenu } from '../features/account/account-menu';
import { useCart } from '../features/cart/api/cart';
import { useLoginDialog } from '../lib/session';
import { RootLayout } from './layout/root-layout';

// The login popup and its form rules load when someone first opens it, not with every page.
const LoginDialog = lazy(() => import('../features/account/login-dialog').then((m) => ({ default: m.LoginDialog })));

/** The layout with what the whole site shares: the cart count, the account control and the toasts. */
export function Shell() {
  const { open } = useLoginDialog();
  const { count } = useCart();
  return (
    <RootLayout cartCount={count} account={<AccountMenu />}>
      {open ? (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      ) : null}
      <Toaster />
    </RootLayout>
  );
}
