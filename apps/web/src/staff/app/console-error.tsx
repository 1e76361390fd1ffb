import { Button, ButtonLink } from '../../components/ui/button';
import { staffPaths } from '../lib/paths';
import styles from './console-error.module.css';

/** What a page of the console shows when it breaks: an apology and a way back. */
export function ConsoleError() {
  return (
    <div className={styles.page} role="alert">
      <title>Something went wrong · Roast console</title>
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Reload it; if it keeps happening, tell the owner.</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </div>
  );
}

export function ConsoleNotFound() {
  return (
    <div className={styles.page}>
      <title>Not found · Roast console</title>
      <h1>This page is not in the console</h1>
      <p>The address may be mistyped, or the page has moved.</p>
      <ButtonLink to={staffPaths.board}>Go to the orders</ButtonLink>
    </div>
  );
}
