import { GST_PERCENT, type Offer } from '@roast/domain';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Bullets } from '../../components/ui/bullets';
import { SoldOutButton } from '../../components/ui/button';
import { ProductLayout, ProductStates, type ProductTexts } from '../../components/ui/product-detail';
import { catalogQueries, useCatalogItem } from '../../lib/catalog';
import { paths } from '../../lib/paths';
import detail from '../../components/ui/product-detail.module.css';
import styles from './hamper-page.module.css';
import { OutletLinks } from '../../components/ui/outlet-links';
import { useTranslation } from 'react-i18next';
import { useCatalogText } from '../../i18n/catalog-text';
import { useFormat } from '../../i18n/format';
import { withStrong } from '../../i18n/rich';

const HAMPER_TEXTS: ProductTexts = { namespace: 'hampers', listPath: paths.hampers };

interface HamperPageProps {
  /** How the hamper goes into the cart: the app puts the cart's control here. */
  orderControl: (hamper: Offer) => ReactNode;
}

export function HamperPage({ orderControl }: HamperPageProps) {
  const { id = '' } = useParams();
  const hamper = useCatalogItem(catalogQueries.offer(id), catalogQueries.offers().queryKey, id);
  return (
    <ProductStates query={hamper} texts={HAMPER_TEXTS}>
      {(loaded) => <HamperDetail hamper={loaded} orderControl={orderControl} />}
    </ProductStates>
  );
}

function HamperDetail({ hamper, orderControl }: { hamper: Offer } & HamperPageProps) {
  const { t } = useTranslation('hampers');
  const { rupees } = useFormat();
  const text = useCatalogText();
  const name = text(hamper, 'name');
  return (
    <>
      <ProductLayout
        name={name}
        img={hamper.img}
        imageAlt={hamper.imgAlt}
        listPath={paths.hampers}
        backLabel={t('page.allHampers')}
        more={
          <>
            <section aria-labelledby="hamper-stores" className={detail.panel}>
              <h2 id="hamper-stores">{t('page.availableAt')}</h2>
              <OutletLinks names={hamper.storeSelect} />
            </section>
            <section aria-labelledby="hamper-terms" className={detail.panel}>
              <h2 id="hamper-terms">{t('page.terms')}</h2>
              <Bullets blocks={text(hamper, 'description')} className={detail.bullets} empty={t('page.noTerms')} />
            </section>
          </>
        }
      >
        <p className={detail.eyebrow}>{t('page.eyebrow')}</p>
        <h1 className={detail.name}>{name}</h1>
        <p className={detail.description}>{text(hamper, 'smalldesc')}</p>

        <section aria-labelledby="hamper-content" className={styles.inside}>
          <h2 id="hamper-content">{t('page.inside')}</h2>
          <Bullets blocks={text(hamper, 'content')} className={detail.bullets} empty={t('page.askInside')} />
        </section>

        <div className={`${detail.order} ${styles.order}`}>
          <div>
            <p className={`${detail.price} ${styles.price} tabular`}>
              {rupees(hamper.price)} <span className={styles.unit}>{t('perHamper')}</span>
            </p>
            <p className={`${detail.note} ${styles.note}`}>{t('page.taxes', { percent: GST_PERCENT })}</p>
          </div>
          <p className={detail.time}>
            <Clock aria-hidden="true" size={20} />
            <span>{withStrong(t('page.preparation', { hours: hamper.preparationTime }))}</span>
          </p>
          {hamper.isSold ? <SoldOutButton block>{t('page.soldOut')}</SoldOutButton> : orderControl(hamper)}
        </div>
      </ProductLayout>
    </>
  );
}
