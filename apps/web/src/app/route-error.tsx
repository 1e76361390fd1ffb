import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Button } from '../components/ui/button';
import styles from './not-found-page.module.css';

/** What a page shows when it breaks: an apology and a way out. */
export function RouteError() {
  const { t } = useTranslation('common');
  return (
    <div className={`container ${styles.page}`} role="alert">
      <title>{t('routeError.pageTitle')}</title>
      <h1>{t('routeError.title')}</h1>
      <p className={styles.text}>{t('routeError.text')}</p>
      <Button onClick={() => window.location.reload()}>{t('routeError.tryAgain')}</Button>
    </div>
  );
}

/** The page at the router's location, or the apology when it breaks; another page is tried afresh. */
export function PageErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary fallback={<RouteError />} resetKeys={[pathname]}>
      <Outlet />
    </ErrorBoundary>
  );
}
