import {
  bookingOrderSchema,
  bookingReferenceParamsSchema,
  enrollmentsSchema,
  enrollSchema,
  eventBookingSchema,
  failureSchema,
} from '@roast/domain';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../auth/require-user';
import { verificationRoute, type PaymentVerification } from '../../payments/verification';
import { CALENDAR_TYPE, type Bookings } from './bookings.service';

const failures = {
  400: failureSchema,
  401: failureSchema,
  404: failureSchema,
  409: failureSchema,
  429: failureSchema,
  502: failureSchema,
};

interface BookingsRoutesOptions {
  bookings: Bookings;
  requireUser: preHandlerAsyncHookHandler;
  verification: PaymentVerification;
}

/**
 * Holding places: event bookings (no account needed), workshop enrollments (signed in), and the
 * verification of their payments, which the provider's form POST reaches without a token.
 */
export const bookingsRoutes: FastifyPluginAsync<BookingsRoutesOptions> = async (
  app,
  { bookings, requireUser, verification },
) => {
  await app.register(eventBookingRoutes, { bookings });
  await app.register(calendarRoutes, { bookings });
  await app.register(enrollmentRoutes, { bookings, requireUser });
  await app.register(
    verificationRoute({ url: '/api/event/payment-verification', failedPage: '/events?payment=failed' }, verification),
  );
  await app.register(
    verificationRoute({ url: '/api/enroll/paymentverification', failedPage: '/workshop?payment=failed' }, verification),
  );
};

/** POST /api/event/create-order. */
const eventBookingRoutes: FastifyPluginAsync<{ bookings: Bookings }> = async (app, { bookings }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/event/create-order',
    { schema: { tags: ['bookings'], body: eventBookingSchema, response: { 200: bookingOrderSchema, ...failures } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return bookings.bookEvent(request.body, request.ip);
    },
  );
};

/**
 * GET /api/bookings/{reference}/calendar.ics: a paid booking's calendar file, for the confirmation
 * page. It holds no personal data (the session, the venue and the reference), so the reference is
 * enough, as it is at the door.
 */
const calendarRoutes: FastifyPluginAsync<{ bookings: Bookings }> = async (app, { bookings }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/bookings/:reference/calendar.ics',
    {
      schema: {
        tags: ['bookings'],
        params: bookingReferenceParamsSchema,
        response: { 200: z.string(), 400: failureSchema, 404: failureSchema },
      },
    },
    async (request, reply) => {
      const { filename, ics } = await bookings.calendarByReference(request.params.reference);
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', `attachment; filename="${filename}"`);
      return reply.type(CALENDAR_TYPE).send(ics);
    },
  );
};

/** /api/enroll/createorder and /api/enroll/userList. */
const enrollmentRoutes: FastifyPluginAsync<Omit<BookingsRoutesOptions, 'verification'>> = async (
  app,
  { bookings, requireUser },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['bookings'];
  app.addHook('preHandler', requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  api.post(
    '/api/enroll/createorder',
    { schema: { tags, body: enrollSchema, response: { 200: bookingOrderSchema, ...failures } } },
    async (request) => bookings.enroll(userOf(request).id, request.body.workshopId, request.ip),
  );
  api.post(
    '/api/enroll/userList',
    {
      schema: {
        tags,
        body: z.union([z.object({}).passthrough(), z.null()]).optional(),
        response: { 200: enrollmentsSchema, ...failures },
      },
    },
    async (request) => ({ success: true as const, data: { data: await bookings.enrollmentsOf(userOf(request).id) } }),
  );
};
