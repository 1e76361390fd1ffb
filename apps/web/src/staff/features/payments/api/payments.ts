import type { PaymentMismatch, PaymentMismatchesPage } from '@roast/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../../lib/api';
import { staffKeys } from '../../../lib/query-keys';

export const MISMATCHES_PAGE_SIZE = 25;

/** A page of the payments that bought nothing, newest first, and how many need someone to look. */
export const paymentMismatchesQuery = (page: number) =>
  queryOptions({
    queryKey: staffKeys.paymentMismatches(page),
    queryFn: async () => {
      const query = new URLSearchParams({ page: String(page), limit: String(MISMATCHES_PAGE_SIZE) });
      const { data, limit, total, attention } = await staffApi.get<PaymentMismatchesPage>(
        `/payment-mismatches?${query}`,
      );
      return { data, page, limit, total, attention };
    },
    // The page being left stays on screen while the next one comes.
    placeholderData: keepPreviousData,
  });

/**
 * How many payments need the owner (a refund failing, or left for them), for the header's count:
 * read with the list's first page, looked at again every minute while the console is open.
 */
export const paymentsAttentionQuery = queryOptions({
  ...paymentMismatchesQuery(1),
  select: (page) => page.attention,
  refetchInterval: 60_000,
});

/** The owner's tap: refund a payment now. Every page is read again after it, whatever the answer. */
export function useRefundNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) =>
      staffApi.post<{ message: string; data: PaymentMismatch }>(
        `/payment-mismatches/${encodeURIComponent(paymentId)}/refund`,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.allPaymentMismatches }),
  });
}
