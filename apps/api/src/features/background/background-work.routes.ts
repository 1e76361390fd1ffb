import {
  backgroundJobParamsSchema,
  backgroundRetryAnswerSchema,
  backgroundWorkSchema,
  failureSchema,
} from '@roast/domain';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireOwner } from '../../auth/require-staff';
import type { Database } from '../../db/client';
import type { Jobs } from '../../jobs/jobs';
import { createBackgroundWork } from './background-work';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema };

/**
 * GET /api/staff/background-work: the owner's list of background jobs that failed, waiting for
 * another try or given up; POST …/{queue}/{id}/retry: the owner's tap that tries a given-up one again.
 */
export const backgroundWorkRoutes: FastifyPluginAsync<{
  jobs: Jobs;
  db: Database;
  requireStaff: preHandlerAsyncHookHandler;
}> = async (app, { jobs, db, requireStaff }) => {
  const desk = createBackgroundWork({ db, jobs });
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/staff/background-work',
    {
      preHandler: [requireStaff, requireOwner],
      schema: { tags: ['staff'], response: { 200: backgroundWorkSchema, ...failures } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await desk.problems()) };
    },
  );

  api.post(
    '/api/staff/background-work/:queue/:id/retry',
    {
      preHandler: [requireStaff, requireOwner],
      schema: {
        tags: ['staff'],
        params: backgroundJobParamsSchema,
        response: { 200: backgroundRetryAnswerSchema, ...failures, 404: failureSchema, 409: failureSchema },
      },
    },
    async (request) => {
      const message = await desk.retry(request.params.queue, request.params.id);
      return { success: true as const, message };
    },
  );
};
