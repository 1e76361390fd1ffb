import net from 'node:net';
import { buildApp } from './app';
import { resolveJwtSecret } from './auth/secrets';
import { ConfigError, isLoopbackHost, loadConfig } from './config';
import { DatabaseUnreachableError, openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { claimDataDir, DataDirInUseError, keepDataPrivate } from './data-dir';
import { WEB_DIST_DIR } from './paths';

/** How long a stopping server goes on answering on connections already open before it closes. */
const DRAIN_MS = 3_000;

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
  if (!loaded.databaseUrl) {
    const release = await claimDataDir(loaded.dataDir, 'The store');
    process.on('exit', release);
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
  // While stopping, every answer closes its connection: a proxy's kept-alive connections end one by
  // one after an answer, never under a request it has just sent.
  app.addHook('onRequest', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    const close = () =>
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    // Ctrl-C in a terminal stops at once.
    if (signal !== 'SIGTERM') return void close();
    // No new connections from now on: a proxy sends new requests to another server.
    net.Server.prototype.close.call(app.server);
    // Kept-alive connections still open are answered (and closed after the answer); one nobody uses
    // is closed by the proxy itself (nginx: keepalive_timeout 2s in deploy/nginx). Only then does
    // the app close, so no idle connection is cut under a request already on its way.
    setTimeout(() => void close(), DRAIN_MS);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const thisMachineOnly = isLoopbackHost(config.host);
  app.log.info(
    {
      url: config.publicUrl,
      listening: config.host,
      database: database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL',
      seeded,
      readyInMs: Math.round(performance.now() - startedAt),
    },
    thisMachineOnly
      ? `Roast is open at ${config.publicUrl}, to this machine only (HOST=${config.host}). To open it to a network, set HOST (0.0.0.0 for every interface) with PAYMENT_PROVIDER=razorpay and your own keys: README.md, A public address.`
      : `Roast is open at ${config.publicUrl}, listening on ${config.host}`,
  );
  // The first customers should not wait for the catalog to be read or the busiest pages rendered.
  void app.catalog
    .warm()
    .then(() => Promise.all(['/', '/cakes'].map((url) => app.inject({ method: 'GET', url }))))
    .catch((error: unknown) => app.log.error({ err: error }, 'warm-up failed'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnreachableError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
