import { z } from 'zod';
import { MAX_EVENT_SLOTS } from './limits';

/** Event bookings and workshop enrollments: places held while the customer pays, then booked. */

const uuidOf = (noun: 'event' | 'workshop') =>
  z.uuid({ error: (issue) => (issue.input === undefined ? `${noun}_not_chosen` : `${noun}_unknown`) });

export const eventBookingSchema = z.object({
  eventId: uuidOf('event'),
  name: z
    .string({ message: 'fields_missing' })
    .trim()
    .min(1, 'fields_missing')
    .max(80, 'name_too_long')
    .refine((value) => !/[\r\n]/.test(value), 'name_one_line'),
  email: z
    .string({ message: 'fields_missing' })
    .trim()
    .min(1, 'fields_missing')
    .max(254, 'email_too_long')
    .pipe(z.email({ message: 'email_invalid' }))
    .transform((value) => value.toLowerCase()),
  slotsBooked: z.coerce
    .number({ message: 'places_not_chosen' })
    .int('places_whole')
    .min(1, 'places_at_least_one')
    .max(MAX_EVENT_SLOTS, 'places_too_many'),
  /** Ignored: the server computes the amount. */
  amount: z.unknown().optional(),
});
export type EventBookingRequest = z.input<typeof eventBookingSchema>;

export const enrollSchema = z.object({
  workshopId: uuidOf('workshop'),
  /** Ignored: the server computes the amount. */
  amount: z.unknown().optional(),
});

/** A provider order for a hold: what the checkout widget opens with. */
export const bookingOrderSchema = z.object({
  success: z.literal(true),
  /** The payment provider's order id. */
  id: z.string(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  /** Our reference for the booking. */
  orderId: z.string(),
  /** When the held places are released if unpaid (ISO time). */
  holdExpiresAt: z.string(),
});
export type BookingOrder = z.infer<typeof bookingOrderSchema>;

export const ENROLLMENT_STATUSES = ['Pending', 'Enrolled', 'Refunded', 'Expired'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/** What every entry of My Enrollments says, a workshop's or an event's. */
const enrollmentFields = {
  _id: z.string(),
  reference: z.string(),
  status: z.enum(ENROLLMENT_STATUSES),
  payment: z.boolean(),
  /** Rupees. */
  amount: z.number(),
  createdAt: z.string(),
};

/** When and what: a workshop or an event, as My Enrollments lists it. */
const sessionSummary = z.object({
  _id: z.string(),
  title: z.string(),
  date: z.string(),
  time: z.string(),
  /** Rupees, for one place. */
  price: z.number(),
});

/** A workshop the customer enrolled in (the spec's shape: the workshop under `workshopId`). */
export const workshopEnrollmentSchema = z.object({
  ...enrollmentFields,
  kind: z.literal('workshop'),
  workshopId: sessionSummary,
});

/** An event booked with the customer's verified email, with or without an account at the time. */
export const eventEnrollmentSchema = z.object({
  ...enrollmentFields,
  kind: z.literal('event'),
  places: z.number().int(),
  eventId: sessionSummary,
});

export const enrollmentSchema = z.discriminatedUnion('kind', [workshopEnrollmentSchema, eventEnrollmentSchema]);
export type Enrollment = z.infer<typeof enrollmentSchema>;

export const enrollmentsSchema = z.object({
  success: z.literal(true),
  data: z.object({ data: z.array(enrollmentSchema) }),
});

/** A booking's reference in a path: 'EVT-261125-7K3Q9D' or 'WKS-261125-7K3Q9D'. */
export const bookingReferenceParamsSchema = z.object({
  reference: z.string().regex(/^(EVT|WKS)-\d{6}-[2-9A-HJ-NP-Z]{6}$/, 'booking_reference_invalid'),
});

/** Where a paid booking's calendar file is. */
export const bookingCalendarPath = (reference: string) => `/api/bookings/${encodeURIComponent(reference)}/calendar.ics`;
