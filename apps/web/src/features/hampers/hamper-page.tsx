import { GST_PERCENT, type Offer } from '@roast/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Clock } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { HamperCartDialog } from '../../components/cart/add-to-cart-dialog';
import { Bullets } from '../../components/ui/bullets';
import { Button, ButtonLink, SoldOutButton } from '../../components/ui/button';
import { CatalogImage } from '../../components/ui/catalog-image';
import { EmptyState, ErrorMessage, PageBody, PageHeader } from '../../components/ui/page';
import { DetailSkeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { catalogQueries, fromList } from '../../lib/catalog';
import { rupees } from '../../lib/format';
import { paths } from '../../lib/paths';
import detail from '../../components/ui/product-detail.module.css';
import styles from './hamper-page.module.css';
import { OutletLinks } from '../../components/ui/outlet-links';

/** A 404, or a 400 for an id that cannot exist: either way there is no such hamper. */
const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

export function HamperPage() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const {
    data: hamper,
    isPending,
    error,
  } = useQuery({
    ...catalogQueries.offer(id),
    placeholderData: () => fromList<Offer>(client, catalogQueries.offers().queryKey, id),
    retry: (failures, failure) => !isMissing(failure) && failures < 1,
  });

  if (hamper) {
    return hamper.isActive ? <HamperDetail hamper={hamper} /> : <Unavailable hamper={hamper} />;
  }
  if (isPending) {
    return (
      <>
        <title>Gift hampers | Roast</title>
        <DetailSkeleton label="Loading this hamper…" />
      </>
    );
  }
  if (isMissing(error)) return <HamperNotFound />;
  return (
    <>
      <title>Gift hampers | Roast</title>
      <PageHeader eyebrow="Gift hampers" title="Something went wrong" />
      <PageBody>
        <ErrorMessage>We could not load this hamper just now. Please refresh the page in a moment.</ErrorMessage>
        <p>
          <Link to={paths.hampers}>See all our hampers</Link>
        </p>
      </PageBody>
    </>
  );
}

function HamperNotFound() {
  return (
    <>
      <title>Hamper not found | Roast</title>
      <PageHeader eyebrow="Gift hampers" title="We could not find that hamper" />
      <PageBody>
        <EmptyState action={<ButtonLink to={paths.hampers}>See all our hampers</ButtonLink>}>
          The link may be mistyped, or the hamper may have been a seasonal one. Have a look at what we are packing now.
        </EmptyState>
      </PageBody>
    </>
  );
}

function Unavailable({ hamper }: { hamper: Offer }) {
  return (
    <>
      <title>{`${hamper.name} | Roast`}</title>
      <PageHeader eyebrow="Gift hampers" title={hamper.name} />
      <PageBody>
        <EmptyState action={<ButtonLink to={paths.hampers}>See the hampers we have now</ButtonLink>}>
          This hamper is not available right now.
        </EmptyState>
      </PageBody>
    </>
  );
}

function HamperDetail({ hamper }: { hamper: Offer }) {
  const [ordering, setOrdering] = useState(false);
  return (
    <>
      <title>{`${hamper.name} | Roast`}</title>
      <div className={`container ${detail.page}`}>
        <p className={detail.back}>
          <Link to={paths.hampers}>
            <ArrowLeft aria-hidden="true" size={18} />
            All hampers
          </Link>
        </p>

        <div className={detail.product}>
          <div className={detail.media}>
            <CatalogImage
              img={hamper.img}
              kind="product"
              alt={hamper.name}
              sizes="(min-width: 1200px) 600px, (min-width: 900px) 50vw, 92vw"
              priority
              className={detail.image}
            />
          </div>

          <div className={detail.info}>
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
              {hamper.isSold ? (
                <SoldOutButton block />
              ) : (
                <Button block onClick={() => setOrdering(true)}>
                  Add To Cart
                </Button>
              )}
            </div>
          </div>
        </div>

        <div className={detail.more}>
          <section aria-labelledby="hamper-stores" className={detail.panel}>
            <h2 id="hamper-stores">Available at</h2>
            <OutletLinks names={hamper.storeSelect} />
          </section>
          <section aria-labelledby="hamper-terms" className={detail.panel}>
            <h2 id="hamper-terms">Terms</h2>
            <Bullets blocks={hamper.description} className={detail.bullets} empty="No special terms for this hamper." />
          </section>
        </div>
      </div>
      {hamper.isSold ? null : <HamperCartDialog open={ordering} onClose={() => setOrdering(false)} hamper={hamper} />}
    </>
  );
}
