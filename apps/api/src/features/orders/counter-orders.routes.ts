import { counterOrderAnswerSchema, counterOrderSchema, failureSchema, paymentLinkSchema } from '@roast/domain';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf } from '../../auth/require-staff';
import type { CounterOrders } from './counter-orders.service';

const failures = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  409: failureSchema,
  502: failureSchema,
};

/** POST /api/staff/orders: an order taken at the counter or on the phone. */
export const counterOrderRoutes: FastifyPluginAsync<{
  counterOrders: CounterOrders;
  requireStaff: preHandlerAsyncHookHandler;
}> = async (app, { counterOrders, requireStaff }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireStaff);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  api.post(
    '/api/staff/orders',
    {
      schema: { tags: ['staff'], body: counterOrderSchema, response: { 201: counterOrderAnswerSchema, ...failures } },
    },
    async (request, reply) => {
      const data = await counterOrders.take(staffOf(request), request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );
};

/** GET /api/pay/{token}: the order a payment link opens, for the customer to pay. */
export const paymentLinkRoutes: FastifyPluginAsync<{ counterOrders: CounterOrders }> = async (
  app,
  { counterOrders },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  api.get(
    '/api/pay/:token',
    {
      schema: {
        tags: ['orders'],
        params: z.object({ token: z.string().regex(/^[\w-]{20,100}$/, 'payment_link_invalid') }),
        response: { 200: paymentLinkSchema, 400: failureSchema, 404: failureSchema },
      },
    },
    async (request) => ({ success: true as const, data: await counterOrders.paymentLink(request.params.token) }),
  );
};
