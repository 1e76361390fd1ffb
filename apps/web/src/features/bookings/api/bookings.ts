import { type BookingOrder, type Enrollment } from '@roast/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../lib/api';
import { catalogQueries } from '../../../lib/catalog';
import { payFor, prefillOf, type PaymentResult, type Prefill } from '../../../lib/payments';
import { queryKeys } from '../../../lib/query-keys';
import { currentUserQuery } from '../../../lib/session';

/**
 * Places at events and workshops: hold them (the server makes a provider order), pay, and the
 * server books them. Every settled payment reads the places left again.
 */

/** The customer's workshops and the events booked with their confirmed email, newest first. */
export const enrollmentsQuery = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.enrollments(token),
    enabled: Boolean(token),
    queryFn: () =>
      postJson<{ data: { data: Enrollment[] } }>('/api/enroll/userList', {}, token).then((body) => body.data.data),
  });

export interface EventBookingRequest {
  eventId: string;
  name: string;
  email: string;
  slotsBooked: number;
  /** A line under our name in the widget. */
  description: string;
  /** The widget is open: the booking form can close. */
  onOpened: () => void;
}

/** Holds places at an event for a guest or a customer, and pays for them. */
export function useBookEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ eventId, name, email, slotsBooked, description, onOpened }: EventBookingRequest) => {
      const order = await postJson<BookingOrder>('/api/event/create-order', { eventId, name, email, slotsBooked });
      const prefill: Prefill = { name, email };
      return payFor({ order, description, prefill, verifyUrl: '/api/event/payment-verification', onOpened });
    },
    onSettled: (_result, _error, { eventId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: catalogQueries.event(eventId).queryKey }),
        client.invalidateQueries({ queryKey: catalogQueries.events().queryKey }),
      ]),
  });
}

/** Holds a place at a workshop for the signed-in customer, and pays for it. */
export function useEnroll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ token, workshopId, title }: { token: string; workshopId: string; title: string }) => {
      const [order, user] = await Promise.all([
        postJson<BookingOrder>('/api/enroll/createorder', { workshopId }, token),
        client.fetchQuery(currentUserQuery(token)).catch(() => undefined),
      ]);
      return payFor({
        order,
        description: title,
        prefill: prefillOf(user),
        token,
        verifyUrl: '/api/enroll/paymentverification',
      });
    },
    onSettled: (result: PaymentResult | undefined, _error, { workshopId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: catalogQueries.workshop(workshopId).queryKey }),
        client.invalidateQueries({ queryKey: catalogQueries.workshops().queryKey }),
        result?.status === 'paid' ? client.invalidateQueries({ queryKey: queryKeys.allEnrollments }) : undefined,
      ]),
  });
}
