import { ORDERS_PER_PAGE, type Order } from '@roast/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getJson, postJson } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

interface OrdersPage {
  data: Order[];
  page: number;
  limit: number;
  total: number;
}

/** A page of the customer's paid orders, newest first. */
export const ordersPageQuery = (token: string | null, page: number) =>
  queryOptions({
    queryKey: queryKeys.orders(token, page),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
    queryFn: () =>
      getJson<{ data: OrdersPage }>(`/api/order/all?page=${page}&limit=${ORDERS_PER_PAGE}`, { token }).then(
        (body) => body.data,
      ),
  });

export interface OrderStatus {
  orderStatus: string;
  paymentStatus: boolean;
}

/** An order's status as the server has it now (Check Status). */
export const fetchOrderStatus = (token: string | null, orderId: string) =>
  getJson<OrderStatus>(`/api/order/status/${encodeURIComponent(orderId)}`, { token });

/**
 * Cancels one of the customer's orders while the kitchen has not started on it; the server
 * refunds it. Every page of orders is read again afterwards.
 */
export function useCancelOrder(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      postJson<{ message: string; data: Order }>(`/api/order/cancel/${encodeURIComponent(orderId)}`, {}, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.allOrders }),
  });
}
