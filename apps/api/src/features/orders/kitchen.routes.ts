import {
  boardOrderAnswerSchema,
  boardQuerySchema,
  boardSchema,
  failureSchema,
  orderMoveSchema,
  orderRefParamsSchema,
  streamQuerySchema,
} from '@roast/domain';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertOutlet, staffOf } from '../../auth/require-staff';
import { forbidden, tooManyRequests, unauthorized } from '../../http/errors';
import { STREAMS_PER_MEMBER, type BoardStreams, type Refusal } from './board-streams';
import type { Kitchen } from './kitchen';

const failures = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  409: failureSchema,
  422: failureSchema,
};

/** A stream that could not start, as the console is told. */
const REFUSALS: Record<Refusal, () => Error> = {
  'session-ended': () => unauthorized('staff_login_required'),
  'not-at-outlet': () => forbidden('not_your_outlet'),
  replaced: () => tooManyRequests('boards_too_many', undefined, { max: STREAMS_PER_MEMBER }),
};

interface KitchenRoutesOptions {
  kitchen: Kitchen;
  streams: BoardStreams;
  requireStaff: preHandlerAsyncHookHandler;
}

/** The order board: /api/staff/orders, its stream, and each order's moves. */
export const kitchenRoutes: FastifyPluginAsync<KitchenRoutesOptions> = async (
  app,
  { kitchen, streams, requireStaff },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  app.addHook('preHandler', requireStaff);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(
    '/api/staff/orders',
    { schema: { tags, querystring: boardQuerySchema, response: { 200: boardSchema, ...failures } } },
    async (request) => ({ success: true as const, data: await kitchen.board(staffOf(request), request.query) }),
  );

  api.get(
    '/api/staff/orders/stream',
    { schema: { tags, querystring: streamQuerySchema, response: { ...failures, 429: failureSchema } } },
    async (request, reply) => {
      const staff = staffOf(request);
      assertOutlet(staff, request.query.outlet);
      const opening = streams.admit({ staffId: staff.id, sessionId: staff.sessionId, storeId: request.query.outlet });
      const refusal = await opening.confirmed;
      if (refusal) throw REFUSALS[refusal]();
      reply.hijack();
      opening.start(reply.raw);
    },
  );

  api.post(
    '/api/staff/orders/:orderId/undo',
    {
      schema: { tags, params: orderRefParamsSchema, response: { 200: boardOrderAnswerSchema, ...failures } },
    },
    async (request) => ({
      success: true as const,
      data: await kitchen.undo(staffOf(request), request.params.orderId),
    }),
  );

  api.patch(
    '/api/staff/orders/:orderId',
    {
      schema: {
        tags,
        params: orderRefParamsSchema,
        body: orderMoveSchema,
        response: { 200: boardOrderAnswerSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await kitchen.move(staffOf(request), request.params.orderId, request.body),
    }),
  );
};
