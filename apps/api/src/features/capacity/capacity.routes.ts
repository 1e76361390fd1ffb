import {
  failureSchema,
  pickupSlotsAnswerSchema,
  pickupSlotsQuerySchema,
  slotLoadQuerySchema,
  slotLoadSchema,
} from '@roast/domain';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../../auth/require-staff';
import { readerLanguage } from '../../http/reader-language';
import type { Capacity } from './capacity.service';

const failures = { 400: failureSchema, 404: failureSchema };

/** GET /api/pickup-slots: what an outlet's day can still take (asked as the customer changes the date). */
export const pickupSlotsRoutes: FastifyPluginAsync<{ capacity: Capacity }> = async (app, { capacity }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/pickup-slots',
    {
      schema: {
        tags: ['catalog'],
        querystring: pickupSlotsQuerySchema,
        response: { 200: pickupSlotsAnswerSchema, ...failures },
      },
    },
    async (request, reply) => {
      // The counts change with every checkout: never kept by a browser or a proxy.
      reply.header('cache-control', 'no-store');
      return capacity.availability(request.query, readerLanguage(request));
    },
  );
};

/** The board's slot load. */
export const slotStaffRoutes: FastifyPluginAsync<{
  capacity: Capacity;
  requireStaff: preHandlerAsyncHookHandler;
}> = async (app, { capacity, requireStaff }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  const staffFailures = { ...failures, 401: failureSchema, 403: failureSchema };
  app.addHook('preHandler', requireStaff);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(
    '/api/staff/slots',
    { schema: { tags, querystring: slotLoadQuerySchema, response: { 200: slotLoadSchema, ...staffFailures } } },
    async (request) => ({
      success: true as const,
      data: await capacity.load(staffOf(request), request.query.outlet, request.query.date),
    }),
  );
};
