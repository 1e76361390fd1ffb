import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { HomePopup } from './home-popup';
import styles from './root-layout.module.css';
import { ScrollToTop } from './scroll-to-top';
import { SimulatedPaymentsNote } from './simulated-payments-note';
import { useTranslation } from 'react-i18next';

interface RootLayoutProps {
  cartCount: number;
  account: ReactNode;
  /** Dialogs that belong to the whole site (the login popup). */
  children?: ReactNode;
}

/** Header, the page, footer; the seasonal pop-up on the home page. */
export function RootLayout({ cartCount, account, children }: RootLayoutProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  useEffect(() => {
    // The page is interactive from here on (its tests wait for this mark).
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {t('shell.skipToContent')}
      </a>
      <ScrollToTop />
      <SimulatedPaymentsNote />
      <Header cartCount={cartCount} account={account} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      {pathname === '/' ? <HomePopup /> : null}
      {children}
    </div>
  );
}
