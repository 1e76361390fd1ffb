import { DEFAULT_PREPARATION_HOURS, sizeLabel, type Cake, type Offer } from '@roast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useFormat } from '../../../i18n/format';
import { paths } from '../../../lib/paths';
import { useCartActions } from '../api/cart';
import styles from './add-to-cart-dialog.module.css';
import { PickupForm } from './pickup-form';

function Summary({ name, details, price }: { name: string; details: string[]; price: number }) {
  const format = useFormat();
  return (
    <>
      <p className={styles.itemName}>{name}</p>
      <p className={styles.itemDetails}>
        {details.filter(Boolean).map((detail) => (
          <span key={detail}>{detail}</span>
        ))}
        <span className="tabular">{format.rupees(price)}</span>
      </p>
    </>
  );
}

interface CakeCartDialogProps {
  open: boolean;
  onClose: () => void;
  cake: Pick<Cake, '_id' | 'name' | 'img' | 'preparationTime' | 'storeSelect' | 'soldOutAt' | 'capacityUnits'>;
  /** The size and egg choice made on the cake's page. */
  choice: { size: string; isveg: 'EGG' | 'EGGLESS' };
  /** Rupees for one in the chosen size. */
  price: number;
}

/** The cake's add-to-cart modal: 'Pickup at', date, time, note, then on to the cart. */
function CakeCartDialog({ open, onClose, cake, choice, price }: CakeCartDialogProps) {
  const navigate = useNavigate();
  const { add } = useCartActions();
  const { t } = useTranslation('cart');
  return (
    <Dialog open={open} onClose={onClose} title={t('dialog.title')} width={500}>
      <PickupForm
        itemNoun="cake"
        item={{ itemType: 'cake', itemId: cake._id, size: choice.size, capacityUnits: cake.capacityUnits }}
        storeNames={cake.storeSelect}
        soldOutAt={cake.soldOutAt}
        preparationHours={cake.preparationTime || DEFAULT_PREPARATION_HOURS}
        summary={
          <Summary
            name={cake.name}
            details={[sizeLabel(choice.size), choice.isveg === 'EGGLESS' ? t('dialog.eggless') : t('dialog.withEgg')]}
            price={price}
          />
        }
        confirmLabel={t('dialog.proceedToCart')}
        noStoreMessage={t('dialog.noStoreCake')}
        onConfirm={async (pickup) => {
          const added = await add(
            { itemType: 'cake', itemId: cake._id, size: choice.size, isveg: choice.isveg, quantity: 1, ...pickup },
            {
              name: cake.name,
              img: cake.img,
              price,
              preparationTime: cake.preparationTime || DEFAULT_PREPARATION_HOURS,
            },
          );
          if (added) {
            onClose();
            void navigate(paths.cart);
          }
          return added;
        }}
      />
    </Dialog>
  );
}

interface HamperCartDialogProps {
  open: boolean;
  onClose: () => void;
  hamper: Pick<
    Offer,
    '_id' | 'name' | 'img' | 'price' | 'preparationTime' | 'storeSelect' | 'soldOutAt' | 'capacityUnits'
  >;
}

/** The hamper's add-to-cart modal: outlet, date, time and note. */
function HamperCartDialog({ open, onClose, hamper }: HamperCartDialogProps) {
  const { add } = useCartActions();
  const { t } = useTranslation('cart');
  return (
    <Dialog open={open} onClose={onClose} title={t('dialog.title')} width={500}>
      <PickupForm
        itemNoun="hamper"
        item={{ itemType: 'other', itemId: hamper._id, size: '0-kg', capacityUnits: hamper.capacityUnits }}
        storeNames={hamper.storeSelect}
        soldOutAt={hamper.soldOutAt}
        preparationHours={hamper.preparationTime || DEFAULT_PREPARATION_HOURS}
        summary={<Summary name={hamper.name} details={[t('dialog.giftHamper')]} price={hamper.price} />}
        confirmLabel={t('dialog.confirmAdd')}
        noStoreMessage={t('dialog.noStoreHamper')}
        onConfirm={async (pickup) => {
          const added = await add(
            { itemType: 'other', itemId: hamper._id, size: '0-kg', isveg: null, quantity: 1, ...pickup },
            {
              name: hamper.name,
              img: hamper.img,
              price: hamper.price,
              preparationTime: hamper.preparationTime || DEFAULT_PREPARATION_HOURS,
            },
          );
          if (added) onClose();
          return added;
        }}
      />
    </Dialog>
  );
}

/** 'Add To Cart' on a cake's page: the button and the modal it opens. */
export function AddCakeToCart({ cake, choice, price }: Omit<CakeCartDialogProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('cart');
  return (
    <>
      <Button block onClick={() => setOpen(true)}>
        {t('dialog.addToCart')}
      </Button>
      <CakeCartDialog open={open} onClose={() => setOpen(false)} cake={cake} choice={choice} price={price} />
    </>
  );
}

/** 'Add To Cart' on a hamper's page: the button and the modal it opens. */
export function AddHamperToCart({ hamper }: Omit<HamperCartDialogProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('cart');
  return (
    <>
      <Button block onClick={() => setOpen(true)}>
        {t('dialog.addToCart')}
      </Button>
      <HamperCartDialog open={open} onClose={() => setOpen(false)} hamper={hamper} />
    </>
  );
}
