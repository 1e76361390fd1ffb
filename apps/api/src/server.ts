import { buildApp } from './app';
import { resolveJwtSecret } from './auth/secrets';
import { ConfigError, loadConfig } from './config';
import { DatabaseUnreachableError, openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { keepDataPrivate } from './data-dir';
import { WEB_DIST_DIR } from './paths';

/** The only file that listens. Everything else is built by buildApp and tested without a port. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const loaded = loadConfig(process.env, {
    cwd: process.env.INIT_CWD ?? process.cwd(),
    webDist: process.env.WEB_DIST_DIR || WEB_DIST_DIR,
  });
  const madePrivate = await keepDataPrivate(loaded.dataDir);
  if (madePrivate > 0) {
    console.warn(`Made ${madePrivate} files and folders in ${loaded.dataDir} readable by this user only.`);
  }
  const config = {
    ...loaded,
    jwtSecret: await resolveJwtSecret(loaded.jwtSecret, loaded.dataDir, (message) => console.warn(message)),
  };
  const database = await openDatabase(config);
  const { seeded } = await prepareDatabase(database);
  // A new PGlite database is unpacked with the modes of its template, whatever the umask says.
  if (database.kind === 'pglite') await keepDataPrivate(config.dataDir);
  const app = await buildApp(config, { database });
  app.addHook('onClose', () => database.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicUrl,
      database: database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL',
      seeded,
      readyInMs: Math.round(performance.now() - startedAt),
    },
    'Roast is open',
  );
  // The first customers should not wait for the catalog to be read or the busiest pages rendered.
  void app.catalog
    .warm()
    .then(() => Promise.all(['/', '/cakes'].map((url) => app.inject({ method: 'GET', url }))))
    .catch((error: unknown) => app.log.error({ err: error }, 'warm-up failed'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnreachableError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
