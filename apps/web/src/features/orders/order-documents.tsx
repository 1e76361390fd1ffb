import type { Order } from '@roast/domain';
import { useMutation } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ErrorMessage } from '../../components/ui/page';
import { useServerMessage } from '../../lib/api';
import { useSessionToken } from '../../lib/session';
import { downloadOrderDocument, type OrderDocumentKind } from './api/order-documents';
import styles from './my-orders.module.css';

/** Each document's button, by its key in the 'orders' texts. */
const LABELS: Record<OrderDocumentKind, string> = {
  invoice: 'documents.invoice',
  'credit-note': 'documents.creditNote',
};

/** A paid order's GST tax invoice, and a cancelled one's credit note, as downloads. */
export function OrderDocuments({ order }: { order: Order }) {
  const token = useSessionToken();
  const { t } = useTranslation('orders');
  const serverMessage = useServerMessage();
  const download = useMutation({
    mutationFn: (kind: OrderDocumentKind) => downloadOrderDocument(token, order._id, kind),
  });
  if (!order.paymentStatus) return null;
  const kinds: OrderDocumentKind[] = order.orderStatus === 'Cancelled' ? ['invoice', 'credit-note'] : ['invoice'];
  return (
    <div className={styles.documents}>
      {kinds.map((kind) => (
        <Button
          key={kind}
          variant="secondary"
          onClick={() => !download.isPending && download.mutate(kind)}
          aria-disabled={download.isPending || undefined}
          aria-label={t('documents.label', { document: t(LABELS[kind]), order: order.orderId })}
        >
          <FileDown aria-hidden="true" size={18} />
          {t(LABELS[kind])}
        </Button>
      ))}
      {download.isError ? <ErrorMessage>{serverMessage(download.error) ?? t('documents.failed')}</ErrorMessage> : null}
    </div>
  );
}
