import { ORDERS_PER_PAGE, type Order } from '@roast/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api';
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
