import type { Order } from '@roast/domain';
import { useMutation } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ErrorMessage } from '../../components/ui/page';
import { serverMessageOf } from '../../lib/api';
import { useSessionToken } from '../../lib/session';
import { downloadOrderDocument, type OrderDocumentKind } from './api/order-documents';
import styles from './my-orders.module.css';

const LABELS: Record<OrderDocumentKind, string> = {
  invoice: 'Download GST invoice (PDF)',
  'credit-note': 'Download credit note (PDF)',
};

/** A paid order's GST tax invoice, and a cancelled one's credit note, as downloads. */
export function OrderDocuments({ order }: { order: Order }) {
  const token = useSessionToken();
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
          aria-label={`${LABELS[kind]}, order ${order.orderId}`}
        >
          <FileDown aria-hidden="true" size={18} />
          {LABELS[kind]}
        </Button>
      ))}
      {download.isError ? (
        <ErrorMessage>
          {serverMessageOf(download.error) ?? 'We could not download that just now. Please try again.'}
        </ErrorMessage>
      ) : null}
    </div>
  );
}
