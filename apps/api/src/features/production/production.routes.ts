import { failureSchema, productionAnswerSchema, productionQuerySchema } from '@roast/domain';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../../auth/require-staff';
import type { Production } from './production.service';

/** GET /api/staff/production?outlet=&date=: the day's production list, for the members of the outlet. */
export const productionRoutes: FastifyPluginAsync<{
  production: Production;
  requireStaff: preHandlerAsyncHookHandler;
}> = async (app, { production, requireStaff }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireStaff);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  api.get(
    '/api/staff/production',
    {
      schema: {
        tags: ['staff'],
        querystring: productionQuerySchema,
        response: { 200: productionAnswerSchema, 400: failureSchema, 401: failureSchema, 403: failureSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await production.list(staffOf(request), request.query)) }),
  );
};
