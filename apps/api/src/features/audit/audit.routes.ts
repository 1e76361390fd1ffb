import { auditPageSchema, auditQuerySchema, failureSchema } from '@roast/domain';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireOwner } from '../../auth/require-staff';
import type { Audit } from './audit.service';

/** GET /api/staff/audit: the owner reads who changed what. */
export const auditRoutes: FastifyPluginAsync<{ audit: Audit; requireStaff: preHandlerAsyncHookHandler }> = async (
  app,
  { audit, requireStaff },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/staff/audit',
    {
      preHandler: [requireStaff, requireOwner],
      schema: {
        tags: ['staff'],
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: failureSchema, 401: failureSchema, 403: failureSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await audit.page(request.query)) };
    },
  );
};
