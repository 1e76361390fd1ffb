import { Button } from '../components/ui/button';
import styles from './not-found-page.module.css';

/** What a page shows when it breaks: an apology and a way out. */
export function RouteError() {
  return (
    <div className={`container ${styles.page}`} role="alert">
      <title>Something went wrong | Roast</title>
      <h1>Something went wrong</h1>
      <p className={styles.text}>This page could not be shown. Please try again; if it keeps happening, call us.</p>
      <Button onClick={() => window.location.reload()}>Try again</Button>
    </div>
  );
}
