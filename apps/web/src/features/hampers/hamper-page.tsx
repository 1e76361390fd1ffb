import { GST_PERCENT, type Offer } from '@roast/domain';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Bullets } from '../../components/ui/bullets';
import { SoldOutButton } from '../../components/ui/button';
import { ProductLayout, ProductStates, type ProductTexts } from '../../components/ui/product-detail';
import { catalogQueries, useCatalogItem } from '../../lib/catalog';
import { rupees } from '../../lib/format';
import { paths } from '../../lib/paths';
import detail from '../../components/ui/product-detail.module.css';
import styles from './hamper-page.module.css';
import { OutletLinks } from '../../components/ui/outlet-links';

const HAMPER_TEXTS: ProductTexts = {
  section: 'Gift hampers',
  pageTitle: 'Gift hampers',
  noun: 'hamper',
  listPath: paths.hampers,
  notFound:
    'The link may be mistyped, or the hamper may have been a seasonal one. Have a look at what we are packing now.',
  inactive: { message: 'This hamper is not available right now.', action: 'See the hampers we have now' },
};

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
  return (
    <>
      <ProductLayout
        name={hamper.name}
        img={hamper.img}
        imageAlt={hamper.imgAlt}
        listPath={paths.hampers}
        backLabel="All hampers"
        more={
          <>
            <section aria-labelledby="hamper-stores" className={detail.panel}>
              <h2 id="hamper-stores">Available at</h2>
              <OutletLinks names={hamper.storeSelect} />
            </section>
            <section aria-labelledby="hamper-terms" className={detail.panel}>
              <h2 id="hamper-terms">Terms</h2>
              <Bullets
                blocks={hamper.description}
                className={detail.bullets}
                empty="No special terms for this hamper."
              />
            </section>
          </>
        }
      >
        <p className={detail.eyebrow}>Gift hamper</p>
        <h1 className={detail.name}>{hamper.name}</h1>
        <p className={detail.description}>{hamper.smalldesc}</p>

        <section aria-labelledby="hamper-content" className={styles.inside}>
          <h2 id="hamper-content">What is inside</h2>
          <Bullets blocks={hamper.content} className={detail.bullets} empty="Ask us what goes into this one." />
        </section>

        <div className={`${detail.order} ${styles.order}`}>
          <div>
            <p className={`${detail.price} ${styles.price} tabular`}>
              {rupees(hamper.price)} <span className={styles.unit}>Per hamper</span>
            </p>
            <p className={`${detail.note} ${styles.note}`}>Taxes ({GST_PERCENT}% GST) are added at checkout.</p>
          </div>
          <p className={detail.time}>
            <Clock aria-hidden="true" size={20} />
            <span>
              Preparation time: <strong>{hamper.preparationTime} hours</strong>
            </span>
          </p>
          {hamper.isSold ? <SoldOutButton block /> : orderControl(hamper)}
        </div>
      </ProductLayout>
    </>
  );
}
