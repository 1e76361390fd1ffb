import {
  createOrderSchema,
  orderCancelledSchema,
  orderRefParamsSchema,
  failureSchema,
  idParamsSchema,
  ordersPageSchema,
  ordersQuerySchema,
  orderStatusSchema,
  providerOrderSchema,
} from '@roast/domain';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../auth/require-user';
import { forbidden } from '../../http/errors';
import { verificationRoute, type PaymentVerification } from '../../payments/verification';
import type { Kitchen } from './kitchen';
import type { Orders } from './orders.service';

const failures = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  409: failureSchema,
  502: failureSchema,
};

interface OrdersRoutesOptions {
  orders: Orders;
  kitchen: Kitchen;
  requireUser: preHandlerAsyncHookHandler;
  verification: PaymentVerification;
}

/**
 * Paying for a cart: checkout and My Orders for the signed-in customer, and the payment's
 * verification, which the provider's form POST reaches without a token.
 */
export const ordersRoutes: FastifyPluginAsync<OrdersRoutesOptions> = async (
  app,
  { orders, kitchen, requireUser, verification },
) => {
  await app.register(customerRoutes, { orders, kitchen, requireUser });
  await app.register(
    verificationRoute({ url: '/api/order/paymentverification', failedPage: '/cart?payment=failed' }, verification),
  );
};

/** /api/order/createorder, /api/order/all, /api/order/status/{id}, /api/order/cancel/{orderId}. */
const customerRoutes: FastifyPluginAsync<Omit<OrdersRoutesOptions, 'verification'>> = async (
  app,
  { orders, kitchen, requireUser },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  app.addHook('preHandler', requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.post(
    '/api/order/createorder',
    { schema: { tags, body: createOrderSchema, response: { 200: providerOrderSchema, ...failures } } },
    async (request) => {
      const user = userOf(request);
      const claimed = request.body?.userId;
      if (claimed && claimed !== user.id) throw forbidden('order_for_others');
      const { order, providerOrder } = await orders.checkout(user.id);
      return {
        success: true as const,
        id: providerOrder.id,
        amount: providerOrder.amount,
        currency: 'INR' as const,
        orderId: order.reference,
      };
    },
  );

  api.get(
    '/api/order/all',
    { schema: { tags, querystring: ordersQuerySchema, response: { 200: ordersPageSchema, ...failures } } },
    async (request) => {
      const user = userOf(request);
      const { page, limit, include } = request.query;
      return {
        success: true as const,
        data: await orders.page(user, { page, limit, includeUnpaid: include === 'pending' }),
      };
    },
  );

  api.post(
    '/api/order/cancel/:orderId',
    {
      schema: { tags, params: orderRefParamsSchema, response: { 200: orderCancelledSchema, ...failures } },
    },
    async (request) => {
      const user = userOf(request);
      const order = await kitchen.cancelByCustomer(user.id, request.params.orderId);
      return {
        success: true as const,
        message: `Order ${order.reference} is cancelled. The full amount is on its way back to you.`,
        data: await orders.ownOrder(user, order.id),
      };
    },
  );

  api.get(
    '/api/order/status/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: orderStatusSchema, ...failures } } },
    async (request) => {
      const user = userOf(request);
      return { success: true as const, ...(await orders.status(user.id, request.params.id)) };
    },
  );
};
