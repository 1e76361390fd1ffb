import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button';
import { CatalogImage } from '../../components/ui/catalog-image';
import { Dialog } from '../../components/ui/dialog';
import { catalogQueries } from '../../lib/catalog';
import { paths } from '../../lib/paths';
import { useCatalogText } from '../../i18n/catalog-text';
import { useFormat } from '../../i18n/format';
import styles from './home-popup.module.css';
import { useTranslation } from 'react-i18next';

const SEEN_KEY = 'roast:home-popup-seen';
/** Shown a moment after the page has settled, so it never gets in the way of the first look. */
const DELAY_MS = 1200;

function seenThisSession(): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return true;
  }
}

/** The seasonal offer, once per browser session, on the home page. */
export function HomePopup() {
  const { t } = useTranslation('common');
  const { rupees } = useFormat();
  const text = useCatalogText();
  const offers = useQuery(catalogQueries.offers());
  const [open, setOpen] = useState(false);
  const offer = offers.data?.find((o) => o.seasonal && o.isActive && !o.isSold);

  useEffect(() => {
    if (!offer || seenThisSession()) return;
    const timer = window.setTimeout(() => {
      try {
        sessionStorage.setItem(SEEN_KEY, '1');
      } catch {
        // Private mode without storage: the pop-up may show again, which is harmless.
      }
      setOpen(true);
    }, DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [offer]);

  if (!offer) return null;
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={t('popup.title')} width={460} lockScroll={false}>
      <div className={styles.offer}>
        <CatalogImage img={offer.img} kind="product" alt="" sizes="120px" className={styles.image} />
        <div>
          <p className={styles.name}>{text(offer, 'name')}</p>
          <p className={styles.text}>{text(offer, 'smalldesc')}</p>
          <p className={`${styles.price} tabular`}>{t('popup.perHamper', { price: rupees(offer.price) })}</p>
        </div>
      </div>
      <div className={styles.actions}>
        <ButtonLink to={paths.hamper(offer._id)} onClick={() => setOpen(false)}>
          {t('popup.seeHamper')}
        </ButtonLink>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('popup.later')}
        </Button>
      </div>
    </Dialog>
  );
}
