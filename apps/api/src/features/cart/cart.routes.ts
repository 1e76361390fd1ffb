import {
  cartAddSchema,
  cartDeleteSchema,
  cartGetSchema,
  cartMergeSchema,
  cartRemoveSchema,
  cartRescheduleSchema,
  cartResponseSchema,
  cartUpdateSchema,
  failureSchema,
} from '@roast/domain';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../auth/require-user';
import type { Carts } from './cart.service';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema };

/** The signed-in customer's cart: /api/cart/get|add|remove|delete, and merge for a guest cart at login. */
export const cartRoutes: FastifyPluginAsync<{ carts: Carts; requireUser: preHandlerAsyncHookHandler }> = async (
  app,
  { carts, requireUser },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cart'];
  app.addHook('preHandler', requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.post(
    '/api/cart/get',
    { schema: { tags, body: cartGetSchema, response: { 200: cartResponseSchema, ...failures } } },
    async (request) => {
      const user = userOf(request);
      carts.assertOwner(user.id, request.body?.userId);
      return { success: true as const, cartData: await carts.get(user.id) };
    },
  );

  api.post(
    '/api/cart/add',
    { schema: { tags, body: cartAddSchema, response: { 200: cartUpdateSchema, ...failures } } },
    async (request) => {
      const user = userOf(request);
      const { userId, price: _ignored, ...line } = request.body;
      carts.assertOwner(user.id, userId);
      return {
        success: true as const,
        updatedCart: await carts.add(user.id, line),
        message: 'Item added to cart successfully!',
      };
    },
  );

  api.post(
    '/api/cart/pickup',
    { schema: { tags, body: cartRescheduleSchema, response: { 200: cartUpdateSchema, ...failures } } },
    async (request) => ({
      success: true as const,
      updatedCart: await carts.reschedule(userOf(request).id, request.body),
      message: 'Pickup time changed.',
    }),
  );

  api.post(
    '/api/cart/remove',
    { schema: { tags, body: cartRemoveSchema, response: { 200: cartUpdateSchema, ...failures } } },
    async (request) => {
      const user = userOf(request);
      carts.assertOwner(user.id, request.body.userId);
      const updatedCart = await carts.remove(user.id, request.body.itemId, request.body.size);
      return { success: true as const, updatedCart, message: 'Item removed from cart!' };
    },
  );

  api.post(
    '/api/cart/delete',
    { schema: { tags, body: cartDeleteSchema, response: { 200: cartUpdateSchema, ...failures } } },
    async (request) => {
      const user = userOf(request);
      carts.assertOwner(user.id, request.body.userId);
      const updatedCart = await carts.delete(user.id, request.body.itemId, request.body.size);
      return { success: true as const, updatedCart, message: 'Item removed from cart!' };
    },
  );

  api.post(
    '/api/cart/merge',
    {
      schema: {
        tags,
        body: cartMergeSchema,
        response: { 200: cartUpdateSchema.extend({ merged: z.boolean() }), ...failures },
      },
    },
    async (request) => {
      const user = userOf(request);
      for (const line of request.body.lines) carts.assertOwner(user.id, line.userId);
      const lines = request.body.lines.map(({ userId: _u, price: _p, ...line }) => line);
      const { merged, message, cart } = await carts.merge(user.id, lines);
      return { success: true as const, updatedCart: cart, message, merged };
    },
  );
};
