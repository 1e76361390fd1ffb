import {
  blogSchema,
  cakeSchema,
  CATALOG_INPUTS,
  CATALOG_KINDS,
  CATALOG_PATCHES,
  eventSchema,
  failureSchema,
  idParamsSchema,
  jobSchema,
  offerSchema,
  workshopSchema,
  type CatalogKind,
} from '@roast/domain';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOwner, staffOf } from '../../auth/require-staff';
import type { CatalogEditor } from './catalog.service';

const failures = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  409: failureSchema,
};

/** Each kind's public read shape, which every answer here uses. */
const READS: Record<CatalogKind, z.ZodType> = {
  cakes: cakeSchema,
  offers: offerSchema,
  events: eventSchema,
  workshops: workshopSchema,
  blogs: blogSchema,
  jobs: jobSchema,
};

const one = (item: z.ZodType) => z.object({ success: z.literal(true), data: item });

interface CatalogEditorRoutesOptions {
  editor: CatalogEditor;
  requireStaff: preHandlerAsyncHookHandler;
}

/**
 * The console's catalog: /api/staff/catalog/{kind}[/{id}] for cakes, offers (hampers), events,
 * workshops, blogs and jobs. One route per kind, so each body is checked (and documented) by that
 * kind's schema.
 */
export const catalogEditorRoutes: FastifyPluginAsync<CatalogEditorRoutesOptions> = async (
  app,
  { editor, requireStaff },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  app.addHook('preHandler', requireStaff);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  for (const kind of CATALOG_KINDS) {
    const url = `/api/staff/catalog/${kind}`;
    const read = READS[kind];

    api.get(url, { schema: { tags, response: { 200: one(z.array(read)), ...failures } } }, async () => ({
      success: true as const,
      data: await editor.list(kind),
    }));

    api.get(
      `${url}/:id`,
      { schema: { tags, params: idParamsSchema, response: { 200: one(read), ...failures } } },
      async (request) => ({ success: true as const, data: await editor.item(kind, request.params.id) }),
    );

    api.post(
      url,
      {
        preHandler: requireOwner,
        schema: { tags, body: CATALOG_INPUTS[kind], response: { 201: one(read), ...failures } },
      },
      async (request, reply) => {
        const item = await editor.create(staffOf(request), kind, request.body as Record<string, unknown>);
        return reply.code(201).send({ success: true as const, data: item });
      },
    );

    api.patch(
      `${url}/:id`,
      {
        schema: {
          tags,
          params: idParamsSchema,
          body: CATALOG_PATCHES[kind],
          response: { 200: one(read), ...failures },
        },
      },
      async (request) => ({
        success: true as const,
        data: await editor.update(staffOf(request), kind, request.params.id, request.body as Record<string, unknown>),
      }),
    );

    api.delete(
      `${url}/:id`,
      { schema: { tags, params: idParamsSchema, response: { 200: one(read), ...failures } } },
      async (request) => ({
        success: true as const,
        data: await editor.deactivate(staffOf(request), kind, request.params.id),
      }),
    );
  }
};
