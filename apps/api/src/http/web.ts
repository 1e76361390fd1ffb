import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { IMAGES_DIR } from '../paths';
import { cacheBody, sendCached } from './cached-body';
import { sendRefusal } from './errors';
import { loadSite, type PageData } from './site';

const YEAR_SECONDS = 31_536_000;
/**
 * The service workers' scripts, in the built web app: the store's (apps/web/src/sw) and the
 * console's (apps/web/src/staff/sw).
 */
const SERVICE_WORKERS = new Set(['sw.js', 'staff-sw.js']);

/** Paths a search engine has no business in. */
const PRIVATE_PATHS = [
  '/api/',
  '/staff',
  '/cart',
  '/myorders',
  '/paymentsuccess',
  '/pay/',
  '/reset-password/',
  '/forgot-password',
  '/verify-email/',
];

function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The built web app, the catalog's images, robots.txt, and the pages: a client route (/cakes,
 * /cakeInfo/…) is answered with the page rendered on the server when the server bundle is built,
 * else with the bare index.html for the browser to render.
 */
/** The cookie the header's language switch writes (the web app's LANGUAGE_COOKIE). */
const LANGUAGE_COOKIE = /(?:^|;\s*)roast-lang=(kn|hi|en)(?:;|$)/;
/** A page already in Kannada or Hindi. */
const LANGUAGE_PREFIX = /^\/(?:kn|hi)(?:[/?#]|$)/i;

/** The language someone chose in the header, when it is not English. */
function chosenLanguage(cookie: string | undefined): 'kn' | 'hi' | undefined {
  const chosen = cookie ? LANGUAGE_COOKIE.exec(cookie)?.[1] : undefined;
  return chosen === 'kn' || chosen === 'hi' ? chosen : undefined;
}

/** Images uploaded from the console, which live in the database rather than in the build. */
export interface UploadedImages {
  read(name: string): Promise<{ bytes: Buffer; contentType: string } | undefined>;
}

const UPLOADED_IMAGE = /^\/images\/(u-[a-z0-9]+-\d+\.(?:webp|avif))$/;

export async function registerWeb(
  app: FastifyInstance,
  config: Config,
  pageData: PageData,
  uploaded?: UploadedImages,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: IMAGES_DIR,
    prefix: '/images/',
    decorateReply: false,
    // One route for the folder: hundreds of image routes would slow start-up for no gain.
    wildcard: true,
    index: false,
    serveDotFiles: false,
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
    },
  });

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(config.publicUrl)),
  );

  const webDist = config.webDist;
  const site =
    webDist && existsSync(path.join(webDist, 'index.html'))
      ? await loadSite(webDist, pageData, app.log, config.publicUrl)
      : undefined;
  if (webDist && site) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      serveDotFiles: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // The browser looks for a new service worker on every visit: it must never get an old copy.
        const worker = SERVICE_WORKERS.has(path.relative(webDist, filePath).replace(/\.(?:br|gz)$/, ''));
        res.setHeader(
          'cache-control',
          hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : worker ? 'no-cache' : 'public, max-age=3600',
        );
      },
    });
  } else if (webDist) {
    app.log.warn({ webDist }, 'the web app is not built; only the API is served');
  }

  // The staff console: its own page and scripts, rendered in the browser, never a customer's.
  const staffPage = webDist && site ? path.join(webDist, 'staff.html') : undefined;
  if (staffPage && existsSync(staffPage)) {
    const consolePage = await cacheBody(await readFile(staffPage), 'text/html; charset=utf-8');
    const sendConsole = (request: FastifyRequest, reply: FastifyReply) => sendCached(request, reply, consolePage);
    app.get('/staff', { schema: { hide: true } }, sendConsole);
    app.get('/staff/*', { schema: { hide: true } }, sendConsole);
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // Someone who chose Kannada or Hindi in the header gets their language at an English address;
    // choosing English again (the same switch) brings the English pages back.
    const chosen = chosenLanguage(request.headers.cookie);
    if (chosen && !LANGUAGE_PREFIX.test(request.url)) {
      const to =
        request.url === '/'
          ? `/${chosen}`
          : `/${chosen}${request.url.startsWith('/?') ? request.url.slice(1) : request.url}`;
      return reply.header('vary', 'Cookie').header('cache-control', 'no-cache').redirect(to, 302);
    }
    const page = await site!.page(request.url);
    return sendCached(request, reply, page.body, page.status);
  };
  if (site) app.get('/', { schema: { hide: true } }, sendPage);

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    // Not among the pre-rendered artwork: perhaps a photo uploaded from the console.
    const name = (request.method === 'GET' || request.method === 'HEAD') && UPLOADED_IMAGE.exec(url)?.[1];
    const image = name && uploaded ? await uploaded.read(name) : undefined;
    if (image) {
      // A name is never reused, so its bytes never change.
      return reply
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .header('etag', `"${name}"`)
        .type(image.contentType)
        .send(image.bytes);
    }
    const isClientRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !url.startsWith('/images/') &&
      !/\.[a-z0-9]{2,5}$/i.test(url);
    if (site && isClientRoute) return sendPage(request, reply);
    return sendRefusal(request, reply, 404, { code: 'route_not_found' });
  });
}
