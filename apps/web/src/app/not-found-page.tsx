import { ButtonLink } from '../components/ui/button';
import { CatalogImage } from '../components/ui/catalog-image';
import { paths } from '../lib/paths';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  return (
    <div className={`container ${styles.page}`}>
      <title>We Are Coming Soon | Roast</title>
      <CatalogImage
        img="not-found-800.webp"
        kind="product"
        alt="An empty cake stand with a few crumbs"
        sizes="360px"
        className={styles.image}
      />
      <h1>We Are Coming Soon</h1>
      <p className={styles.text}>The page you are looking for might be removed or is temporarily unavailable</p>
      <ButtonLink to={paths.home}>Back to home</ButtonLink>
    </div>
  );
}
