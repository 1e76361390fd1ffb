import {
  attendeeAnswerSchema,
  attendeesPageSchema,
  attendeesQuerySchema,
  checkInSchema,
  failureSchema,
  idParamsSchema,
} from '@roast/domain';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../../auth/require-staff';
import { indiaTimeCell, sendCsv } from '../../http/csv';
import type { Attendees } from './attendees';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema };

/** The door's list: GET /api/staff/bookings (pages, or CSV) and PATCH /api/staff/bookings/{id} (check-in). */
export const attendeesRoutes: FastifyPluginAsync<{
  attendees: Attendees;
  requireStaff: preHandlerAsyncHookHandler;
}> = async (app, { attendees, requireStaff }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  app.addHook('preHandler', requireStaff);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(
    '/api/staff/bookings',
    { schema: { tags, querystring: attendeesQuerySchema, response: { 200: attendeesPageSchema, ...failures } } },
    async (request, reply) => {
      const { kind, id, page, limit, format } = request.query;
      const staff = staffOf(request);
      if (format === 'csv') {
        const all = await attendees.list(staff, kind, id);
        return sendCsv(
          reply,
          `attendees-${all.session.title}-${all.session.date}.csv`,
          [
            'Reference',
            'Name',
            'Email',
            'Places',
            'Paid',
            'Checked in',
            'Checked in at (India time +05:30)',
            'Booked at (India time +05:30)',
          ],
          all.data.map((a) => [
            a.reference,
            a.name,
            a.email,
            a.places,
            a.paid ? 'yes' : 'no',
            a.checkedIn ? 'yes' : 'no',
            indiaTimeCell(a.checkedInAt),
            indiaTimeCell(a.bookedAt),
          ]),
        );
      }
      return { success: true as const, page, limit, ...(await attendees.list(staff, kind, id, { page, limit })) };
    },
  );

  api.patch(
    '/api/staff/bookings/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: checkInSchema,
        response: { 200: attendeeAnswerSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await attendees.checkIn(staffOf(request), request.params.id, request.body.checkedIn),
    }),
  );
};
