import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { requestContext } from '../../http/logging';
import { MIGRATIONS_DIR } from '../../paths';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['pglite', 'postgres']) });

const readySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  /** The newest migration this server was built with, and whether the database has it. */
  migration: z.string(),
  migrated: z.boolean(),
});

/** The newest migration in this build: its tag and when it was made (drizzle keeps that time). */
function newestMigration(): { tag: string; when: number } {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.at(-1)!;
}

/**
 * `/healthz` is liveness: the process answers and the database answers. `/readyz` is readiness:
 * the database answers and holds every migration this build expects, so a proxy sends traffic only
 * to a server that can serve it.
 */
export const healthRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (app, { database }) => {
  const newest = newestMigration();
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/readyz',
      { schema: { tags: ['health'], response: { 200: readySchema, 503: readySchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const answer = { database: database.kind, migration: newest.tag };
        try {
          const rows = (await database.db.execute(
            sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
          )) as unknown as { rows: { newest: string | null }[] };
          const migrated = Number(rows.rows[0]?.newest ?? 0) >= newest.when;
          return reply
            .code(migrated ? 200 : 503)
            .send({ ...answer, status: migrated ? 'ready' : 'unavailable', migrated });
        } catch (error) {
          request.log.error({ ...requestContext(request, 503), err: error }, 'readiness: database did not answer');
          return reply.code(503).send({ ...answer, status: 'unavailable', migrated: false });
        }
      },
    );
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
