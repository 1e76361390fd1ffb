import type { Workshop } from '@roast/domain';
import { useNavigate } from 'react-router';
import { Button, SoldOutButton } from '../../components/ui/button';
import { serverMessageOf } from '../../lib/api';
import { paths } from '../../lib/paths';
import { PAYMENT_FAILED } from '../../lib/payments';
import { openLogin, sessionToken } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useEnroll } from './api/bookings';

/** REGISTER NOW: a visitor logs in first; a customer pays, and finds the workshop under My Enrollments. */
export function WorkshopRegister({ workshop }: { workshop: Workshop }) {
  const navigate = useNavigate();
  const enroll = useEnroll();

  if (!workshop.isActive) return <SoldOutButton block>REGISTRATION CLOSED</SoldOutButton>;
  if (workshop.slots <= 0) return <SoldOutButton block>SOLD OUT</SoldOutButton>;

  async function register() {
    const token = sessionToken();
    if (!token) return openLogin('login', 'workshop');
    if (enroll.isPending) return;
    try {
      const result = await enroll.mutateAsync({ token, workshopId: workshop._id, title: workshop.title });
      if (result.status === 'paid') {
        toast.success(`You are enrolled in ${workshop.title}. Reference ${result.verified.orderId}.`);
        void navigate(paths.myEnrollments);
      } else if (result.status === 'refunded') {
        toast.error(result.verified.message);
      } else if (result.status === 'failed') {
        toast.error(result.message);
      }
    } catch (error) {
      toast.error(serverMessageOf(error) ?? PAYMENT_FAILED);
    }
  }

  return (
    <Button block onClick={() => void register()} aria-disabled={enroll.isPending || undefined}>
      {enroll.isPending ? 'Opening payment…' : 'REGISTER NOW'}
    </Button>
  );
}
