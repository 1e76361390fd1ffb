import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { CatalogCache } from './features/catalog/catalog-cache';
import { catalogRoutes } from './features/catalog/catalog.routes';
import { healthRoutes } from './features/health/health.routes';
import { registerErrorHandling } from './http/errors';
import { registerSecurity } from './http/security';
import { registerWeb } from './http/web';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDependencies {
  database: DatabaseHandle;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalog cache; features that change what a list shows invalidate it. */
    catalog: CatalogCache;
  }
}

/** The whole store as a Fastify instance that does not listen: plugins, then features, then errors. */
export async function buildApp(config: Config, { database }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
          },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Reads (catalog, pages, images) are too many to log one by one; their failures are logged
    // by the error handler. Every write is logged.
    logController: new LogController({
      disableRequestLogging: (request) => request.method === 'GET' || request.method === 'HEAD',
    }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Roast storefront API', version: '1.0.0' },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await registerSecurity(app, config);

  const catalog = new CatalogCache(database.db);
  app.decorate('catalog', catalog);

  await app.register(healthRoutes, { database });
  await app.register(catalogRoutes, { catalog, publicUrl: config.publicUrl });
  app.get('/api/docs', { schema: { hide: true } }, () => app.swagger());

  await registerWeb(app, config);
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500) {
      request.log.warn(
        { method: request.method, url: request.url, statusCode: reply.statusCode },
        'request answered 5xx',
      );
    }
  });
  return app;
}
