import {
  failureSchema,
  idParamsSchema,
  soldOutAnswerSchema,
  soldOutListAnswerSchema,
  soldOutParamsSchema,
  soldOutPutSchema,
} from '@roast/domain';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf } from '../../auth/require-staff';
import type { SoldOutService } from './sold-out.service';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema };

/**
 * Sold out at one outlet: GET /api/staff/sold-out (what is, at the member's outlets), PUT
 * /api/staff/outlets/{storeId}/sold-out and DELETE /api/staff/outlets/{storeId}/sold-out/{kind}/{itemId}.
 */
export const soldOutRoutes: FastifyPluginAsync<{
  soldOut: SoldOutService;
  requireStaff: preHandlerAsyncHookHandler;
}> = async (app, { soldOut, requireStaff }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  app.addHook('preHandler', requireStaff);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(
    '/api/staff/sold-out',
    {
      schema: {
        tags,
        querystring: z.object({ outlet: z.uuid({ message: 'outlet_invalid' }).optional() }),
        response: { 200: soldOutListAnswerSchema, ...failures },
      },
    },
    async (request) => ({ success: true as const, data: await soldOut.list(staffOf(request), request.query.outlet) }),
  );

  api.put(
    '/api/staff/outlets/:id/sold-out',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: soldOutPutSchema,
        response: { 200: soldOutAnswerSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await soldOut.set(staffOf(request), request.params.id, request.body),
    }),
  );

  api.delete(
    '/api/staff/outlets/:id/sold-out/:kind/:itemId',
    { schema: { tags, params: soldOutParamsSchema, response: { 204: z.null(), ...failures } } },
    async (request, reply) => {
      await soldOut.lift(staffOf(request), request.params.id, request.params.kind, request.params.itemId);
      return reply.status(204).send(null);
    },
  );
};
