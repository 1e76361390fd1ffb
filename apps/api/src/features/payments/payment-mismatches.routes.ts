import {
  failureSchema,
  paymentMismatchAnswerSchema,
  paymentMismatchesPageSchema,
  paymentMismatchesQuerySchema,
  paymentMismatchParamsSchema,
} from '@roast/domain';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireOwner, staffOf } from '../../auth/require-staff';
import type { PaymentMismatches } from './payment-mismatches';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema };

/**
 * GET /api/staff/payment-mismatches: the owner's list of payments that bought nothing and how
 * their refunds stand; POST …/{paymentId}/refund: the owner's tap that refunds one now.
 */
export const paymentMismatchesRoutes: FastifyPluginAsync<{
  mismatches: PaymentMismatches;
  requireStaff: preHandlerAsyncHookHandler;
}> = async (app, { mismatches, requireStaff }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/staff/payment-mismatches',
    {
      preHandler: [requireStaff, requireOwner],
      schema: {
        tags: ['staff'],
        querystring: paymentMismatchesQuerySchema,
        response: { 200: paymentMismatchesPageSchema, ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await mismatches.page(request.query)) };
    },
  );

  api.post(
    '/api/staff/payment-mismatches/:paymentId/refund',
    {
      preHandler: [requireStaff, requireOwner],
      schema: {
        tags: ['staff'],
        params: paymentMismatchParamsSchema,
        response: {
          200: paymentMismatchAnswerSchema,
          ...failures,
          404: failureSchema,
          409: failureSchema,
          502: failureSchema,
        },
      },
    },
    async (request) => {
      const { message, data } = await mismatches.refundNow(staffOf(request), request.params.paymentId);
      return { success: true as const, message, data };
    },
  );
};
