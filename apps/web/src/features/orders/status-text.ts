import { useTranslation } from 'react-i18next';

/** An order's states, as the server names them, and their keys in the 'orders' texts. */
const STATUS_KEYS: Record<string, string> = {
  Placed: 'placed',
  Confirmed: 'confirmed',
  Preparing: 'preparing',
  'Ready for pickup': 'ready',
  'Picked up': 'pickedUp',
  'No-show': 'noShow',
  Cancelled: 'cancelled',
};

/** An order's state in the page's language; a state we do not know stays as the server wrote it. */
export function useStatusText() {
  const { t } = useTranslation('orders');
  return (status: string) => {
    const key = STATUS_KEYS[status];
    return key ? t(`statuses.${key}`) : status;
  };
}
