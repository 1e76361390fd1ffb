import { Toaster } from '../components/ui/toaster';
import { AccountMenu } from '../features/account/account-menu';
import { LoginDialog } from '../features/account/login-dialog';
import { RootLayout } from './layout/root-layout';

/** The layout with what the whole site shares: the cart count, the account control and the toasts. */
export function Shell() {
  return (
    <RootLayout cartCount={0} account={<AccountMenu />}>
      <LoginDialog />
      <Toaster />
    </RootLayout>
  );
}
