import {
  blogSchema,
  cakeSchema,
  categorySchema,
  eventSchema,
  failureSchema,
  idParamsSchema,
  jobSchema,
  offerSchema,
  storeSchema,
  workshopSchema,
  type Blog,
  type Cake,
  type CafeEvent,
  type Job,
  type Offer,
  type PhraseCode,
} from '@roast/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCached } from '../../http/cached-body';
import { notFound } from '../../http/errors';
import type { CatalogCache, CatalogList } from './catalog-cache';
import { sitemapXml } from './sitemap';

const ok = <T extends z.ZodRawShape>(shape: T) => z.object({ success: z.literal(true), ...shape });
const failures = { 400: failureSchema, 404: failureSchema };

/** Every catalog read of the storefront, answered from the catalog cache. */
export const catalogRoutes: FastifyPluginAsync<{ catalog: CatalogCache; publicUrl: string }> = async (
  app,
  { catalog, publicUrl },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const list = (url: string, name: CatalogList, response: z.ZodType, summary: string) =>
    api.get(url, { schema: { tags: ['catalog'], summary, response: { 200: response } } }, async (request, reply) =>
      sendCached(request, reply, await catalog.list(name)),
    );

  const item = (url: string, name: CatalogList, response: z.ZodType, summary: string, missing: PhraseCode) =>
    api.get(
      url,
      { schema: { tags: ['catalog'], summary, params: idParamsSchema, response: { 200: response, ...failures } } },
      async (request, reply) => {
        const body = await catalog.item(name, request.params.id);
        if (!body) throw notFound('thing_not_found', { thing: { code: missing } });
        return sendCached(request, reply, body);
      },
    );

  list('/api/cake/list', 'cakes', ok({ data: z.array(cakeSchema) }), 'All cakes, inactive ones included');
  item('/api/cake/cake-details/:id', 'cakes', ok({ data: cakeSchema }), 'One cake', 'noun_cake');
  list('/api/cake/categories', 'categories', ok({ data: z.array(categorySchema) }), 'The eight cake categories');
  list('/api/offers', 'offers', ok({ data: z.array(offerSchema) }), 'All gift hampers and offers');
  item('/api/offers/:id', 'offers', ok({ data: offerSchema }), 'One hamper', 'noun_hamper');
  list('/api/stores/list', 'stores', ok({ stores: z.array(storeSchema) }), 'The outlets, with their page data');
  item('/api/stores/:id', 'stores', ok({ store: storeSchema }), 'One outlet', 'noun_outlet');
  list('/api/blogs/list', 'blogs', ok({ data: z.array(blogSchema) }), 'Blog posts and press, newest first');
  list('/api/events/list', 'events', ok({ data: z.array(eventSchema) }), 'All events, with live slot counts');
  item('/api/events/list/:id', 'events', ok({ data: eventSchema }), 'One event', 'noun_event');
  list('/api/workshop/list', 'workshops', ok({ data: z.array(workshopSchema) }), 'All workshops');
  item('/api/workshop/list/:id', 'workshops', ok({ data: workshopSchema }), 'One workshop', 'noun_workshop');
  list('/api/careers/list', 'jobs', z.array(jobSchema), 'Job openings (the list itself)');
  item('/api/careers/list/:id', 'jobs', jobSchema, 'One job (the job itself)', 'noun_job');

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [cakes, offers, events, workshops, jobs, blogs] = await Promise.all([
      catalog.values<Cake>('cakes'),
      catalog.values<Offer>('offers'),
      catalog.values<CafeEvent>('events'),
      catalog.values<CafeEvent>('workshops'),
      catalog.values<Job>('jobs'),
      catalog.values<Blog>('blogs'),
    ]);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(publicUrl, { cakes, offers, events, workshops, jobs, blogs }));
  });
};
