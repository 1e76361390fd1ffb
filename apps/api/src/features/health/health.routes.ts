import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { requestContext } from '../../http/logging';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['pglite', 'postgres']) });

/** Liveness and readiness in one: the process answers and the database answers. */
export const healthRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (app, { database }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/healthz',
      { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
      async (request, reply) => {
        try {
          await database.db.execute(sql`select 1`);
          return reply.header('cache-control', 'no-store').send({ status: 'ok', database: database.kind });
        } catch (error) {
          request.log.error({ ...requestContext(request, 503), err: error }, 'health check: database did not answer');
          return reply
            .code(503)
            .header('cache-control', 'no-store')
            .send({ status: 'unavailable', database: database.kind });
        }
      },
    );
};
