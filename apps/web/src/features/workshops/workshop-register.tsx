import type { BookingOrder, Workshop } from '@roast/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PAYMENT_FAILED, payFor, wasRefunded } from '../../components/bookings/payment-flow';
import { Button, SoldOutButton } from '../../components/ui/button';
import { postJson, serverMessageOf } from '../../lib/api';
import { catalogQueries } from '../../lib/catalog';
import { customerPrefill } from '../../lib/checkout';
import { openLogin, sessionToken } from '../../lib/session';
import { toast } from '../../lib/toast';

/** REGISTER NOW: a visitor logs in first; a customer pays, and finds the workshop under My Enrollments. */
export function WorkshopRegister({ workshop }: { workshop: Workshop }) {
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  if (!workshop.isActive) return <SoldOutButton block>REGISTRATION CLOSED</SoldOutButton>;
  if (workshop.slots <= 0) return <SoldOutButton block>SOLD OUT</SoldOutButton>;

  const settled = () => {
    setBusy(false);
    void queryClient.invalidateQueries({ queryKey: catalogQueries.workshop(workshop._id).queryKey });
    void queryClient.invalidateQueries({ queryKey: catalogQueries.workshops().queryKey });
  };

  async function register() {
    const token = sessionToken();
    if (!token) return openLogin('login');
    if (busy) return;
    setBusy(true);
    try {
      const [order, prefill] = await Promise.all([
        postJson<BookingOrder>(
          '/api/enroll/createorder',
          { workshopId: workshop._id, amount: workshop.price * 100 },
          token,
        ),
        customerPrefill(token),
      ]);
      await payFor({
        order,
        description: workshop.title,
        prefill,
        token,
        verifyUrl: '/api/enroll/paymentverification',
        onVerified: (verified) => {
          settled();
          void queryClient.invalidateQueries({ queryKey: ['enrollments'] });
          if (wasRefunded(verified)) return toast.error(verified.message);
          toast.success(`You are enrolled in ${workshop.title}. Reference ${verified.orderId}.`);
          void navigate('/myorders?tab=enrollments');
        },
        onFailed: (message) => {
          settled();
          toast.error(message);
        },
        onDismiss: settled,
      });
    } catch (error) {
      toast.error(serverMessageOf(error) ?? PAYMENT_FAILED);
      settled();
    }
  }

  return (
    <Button block onClick={() => void register()} aria-disabled={busy || undefined}>
      {busy ? 'Opening payment…' : 'REGISTER NOW'}
    </Button>
  );
}
