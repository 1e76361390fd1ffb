import type { KitchenStatus } from '@roast/domain';
import { Ban, BellRing, CheckCheck, ChefHat, Receipt, UserX, type LucideIcon } from 'lucide-react';
import styles from './status-badge.module.css';

/** Each state's icon and colour; the badge always says the state in words as well. */
export const STATUS_LOOKS: Record<KitchenStatus, { icon: LucideIcon; tone: string }> = {
  Confirmed: { icon: Receipt, tone: 'confirmed' },
  Preparing: { icon: ChefHat, tone: 'preparing' },
  'Ready for pickup': { icon: BellRing, tone: 'ready' },
  'Picked up': { icon: CheckCheck, tone: 'done' },
  'No-show': { icon: UserX, tone: 'noShow' },
  Cancelled: { icon: Ban, tone: 'cancelled' },
};

export const statusTone = (status: KitchenStatus) => STATUS_LOOKS[status].tone;

export function StatusBadge({ status }: { status: KitchenStatus }) {
  const { icon: Icon, tone } = STATUS_LOOKS[status];
  return (
    <span className={`${styles.badge} ${styles[tone]}`}>
      <Icon aria-hidden="true" size={18} strokeWidth={2.25} />
      <span className="visually-hidden">State: </span>
      {status}
    </span>
  );
}
