import { CANCEL_REASON_MAX_LENGTH, orderMoveSchema, PICKUP_CODE_LENGTH, type BoardOrder } from '@roast/domain';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { rupees } from '../../../lib/format';
import { useFieldErrors } from '../../../lib/forms';
import { Notice } from '../../components/console-page';
import { messageOf, StaffApiError } from '../../lib/api';
import { autofocus } from '../../lib/focus';
import { useMoveOrder } from './api/board';
import styles from './order-dialogs.module.css';

interface MoveDialogProps {
  order: BoardOrder;
  outlet: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Handing an order over: the customer tells their pickup code and it is typed in here; the server
 * checks it (a wrong one is refused with a 422, shown beside the field).
 */
export function HandOverDialog({ order, outlet, open, onClose }: MoveDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={`Hand over ${order.orderId}`} width={480}>
      <HandOverForm order={order} outlet={outlet} onDone={onClose} />
    </Dialog>
  );
}

function HandOverForm({ order, outlet, onDone }: { order: BoardOrder; outlet: string; onDone: () => void }) {
  const { formRef, errors, check, show } = useFieldErrors<'pickupCode'>();
  const move = useMoveOrder(outlet);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = check(orderMoveSchema, { status: 'Picked up', pickupCode: form.get('pickupCode') });
    if (!body) return;
    try {
      await move.mutateAsync({ orderId: order.orderId, ...body });
      onDone();
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 422) show({ pickupCode: messageOf(error) });
    }
  }

  const refusedOtherwise = move.isError && !(move.error instanceof StaffApiError && move.error.status === 422);
  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.lead}>
        Ask {order.customer.name} for the {PICKUP_CODE_LENGTH}-digit pickup code from their confirmation, and enter it.
      </p>
      {refusedOtherwise ? <Notice tone="error">{messageOf(move.error)}</Notice> : null}
      <Field label="Pickup code" error={errors.pickupCode}>
        <input
          ref={autofocus}
          name="pickupCode"
          className={styles.code}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={PICKUP_CODE_LENGTH}
          autoComplete="off"
          required
        />
      </Field>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDone}>
          Not now
        </Button>
        <Button type="submit" disabled={move.isPending}>
          {move.isPending ? 'Checking…' : 'Hand over'}
        </Button>
      </div>
    </form>
  );
}

/** Cancelling an order: a reason for its history; the server refunds the payment in full. */
export function CancelDialog({ order, outlet, open, onClose }: MoveDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={`Cancel ${order.orderId}?`} width={520}>
      <CancelForm order={order} outlet={outlet} onDone={onClose} />
    </Dialog>
  );
}

function CancelForm({ order, outlet, onDone }: { order: BoardOrder; outlet: string; onDone: () => void }) {
  const { formRef, errors, check } = useFieldErrors<'reason' | 'messageToCustomer'>();
  const move = useMoveOrder(outlet);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = check(orderMoveSchema, {
      status: 'Cancelled',
      reason: form.get('reason'),
      messageToCustomer: String(form.get('messageToCustomer') ?? '').trim() || undefined,
    });
    if (!body) return;
    try {
      await move.mutateAsync({ orderId: order.orderId, ...body });
      onDone();
    } catch {
      // The refusal shows above the field.
    }
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.lead}>
        {order.customer.name}&rsquo;s payment of <strong>{rupees(order.amount)}</strong> will be refunded in full, and
        we email them that the order is cancelled.
      </p>
      {move.isError ? <Notice tone="error">{messageOf(move.error)}</Notice> : null}
      <Field label="Reason" error={errors.reason} hint="Kept in the order's history, for the team only.">
        <textarea ref={autofocus} name="reason" rows={2} maxLength={CANCEL_REASON_MAX_LENGTH} required />
      </Field>
      <Field
        label="Message to the customer (optional)"
        error={errors.messageToCustomer}
        hint="Added to the cancellation email and the credit note, as written. Leave it empty to send only the apology and the refund."
      >
        <textarea name="messageToCustomer" rows={2} maxLength={CANCEL_REASON_MAX_LENGTH} />
      </Field>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDone}>
          Keep the order
        </Button>
        <Button type="submit" className={styles.danger} disabled={move.isPending}>
          {move.isPending ? 'Cancelling…' : 'Cancel and refund'}
        </Button>
      </div>
    </form>
  );
}
