import type { Workshop } from '@roast/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, SoldOutButton } from '../../components/ui/button';
import { useCatalogText } from '../../i18n/catalog-text';
import { useServerMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useRefusalWords } from '../../lib/refusals';
import { openLogin, sessionToken } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useEnroll } from './api/bookings';

/** REGISTER NOW: a visitor logs in first; a customer pays, and finds the workshop under My Enrollments. */
export function WorkshopRegister({ workshop }: { workshop: Workshop }) {
  const navigate = useNavigate();
  const enroll = useEnroll();
  const { t } = useTranslation('bookings');
  const serverMessage = useServerMessage();
  const refusalWords = useRefusalWords();
  const text = useCatalogText();

  if (!workshop.isActive) return <SoldOutButton block>{t('workshop.registrationClosed')}</SoldOutButton>;
  if (workshop.slots <= 0) return <SoldOutButton block>{t('workshop.soldOut')}</SoldOutButton>;

  async function register() {
    const token = sessionToken();
    if (!token) return openLogin('login', 'workshop');
    if (enroll.isPending) return;
    try {
      const title = text(workshop, 'title');
      const result = await enroll.mutateAsync({ token, workshopId: workshop._id, title });
      if (result.status === 'paid') {
        toast.success(t('workshop.enrolled', { title, reference: result.verified.orderId }));
        void navigate(paths.myEnrollments);
      } else if (result.status === 'refunded') {
        toast.error(result.verified.message);
      } else if (result.status === 'failed') {
        toast.error(refusalWords(result.refusal) ?? t('paymentFailed'));
      }
    } catch (error) {
      toast.error(serverMessage(error) ?? t('paymentFailed'));
    }
  }

  return (
    <Button block onClick={() => void register()} aria-disabled={enroll.isPending || undefined}>
      {enroll.isPending ? t('workshop.opening') : t('workshop.register')}
    </Button>
  );
}
