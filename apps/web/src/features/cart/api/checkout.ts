import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { postJson, useServerMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { payFor, prefillOf, type ProviderOrder } from '../../../lib/payments';
import { useRefusalWords } from '../../../lib/refusals';
import { queryKeys } from '../../../lib/query-keys';
import { currentUserQuery } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { allPickupSlots } from './pickup-slots';

/**
 * PROCEED TO CHECKOUT for a signed-in customer: the server orders the cart at its own prices, the
 * widget takes the payment, the server verifies it. Paid, the customer lands on the payment page
 * and the cart is read again (the ordered lines have left it); otherwise the cart stays as it was.
 */
export function useCheckout() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('cart');
  const serverMessage = useServerMessage();
  const refusalWords = useRefusalWords();
  return useMutation({
    mutationFn: async (token: string) => {
      const [order, user] = await Promise.all([
        postJson<ProviderOrder>('/api/order/createorder', { paymentMethod: 'ONLINE' }, token),
        client.fetchQuery(currentUserQuery(token)).catch(() => undefined),
      ]);
      return payFor({
        order,
        description: `Order ${order.orderId}`,
        prefill: prefillOf(user),
        token,
        verifyUrl: '/api/order/paymentverification',
      });
    },
    onSuccess: (result) => {
      if (result.status === 'paid' || result.status === 'refunded') {
        void navigate(paths.paymentSuccess(result.verified.reference));
        void client.invalidateQueries({ queryKey: ['cart'] });
        void client.invalidateQueries({ queryKey: queryKeys.allOrders });
      } else if (result.status === 'failed') {
        toast.error(refusalWords(result.refusal) ?? t('toast.paymentFailed'));
      }
    },
    onError: (error) => {
      toast.error(serverMessage(error) ?? t('toast.checkoutFailed'));
      // A slot that filled up, or an outlet that paused: the cart's lines say which.
      void client.invalidateQueries({ queryKey: allPickupSlots });
    },
  });
}
