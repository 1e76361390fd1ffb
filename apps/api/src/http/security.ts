import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

const RAZORPAY_ORIGINS = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];
/** What a static file still needs: no type sniffing, no use by other sites, https. */
const ASSET_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security']);
const isStaticAsset = (url: string) => url.startsWith('/assets/') || url.startsWith('/images/');

/** Browsers keep to https for a year (what HSTS preload lists ask for). */
const HSTS_MAX_AGE_SECONDS = 31_536_000;
/** The outlet pages embed a map. */
const MAP_ORIGINS = ['https://www.google.com', 'https://maps.google.com'];

/**
 * Helmet's headers, computed once: the same for every answer, so there is no reason to build
 * them (the CSP string included) per request.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, recorder, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Helmet's headers with a CSP that allows only what the pages need, and CORS closed to every
 * origin but our own.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const razorpay = config.payments.provider === 'razorpay' ? RAZORPAY_ORIGINS : [];
  const https = config.publicUrl.startsWith('https:');
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Nothing uses <base>; an injected one could not redirect the page's relative URLs.
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        scriptSrc: ["'self'", ...razorpay],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...razorpay],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...razorpay],
        // The store's service worker (/sw.js) and its web manifest.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: [...MAP_ORIGINS, ...razorpay],
        formAction: ["'self'", ...razorpay],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Razorpay's checkout opens in a popup that must be able to message the page back.
    crossOriginOpenerPolicy: razorpay.length > 0 ? { policy: 'same-origin-allow-popups' } : { policy: 'same-origin' },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
  });
  // Scripts, styles, fonts and images are never documents: a CSP or framing rule on them does
  // nothing, and their headers are paid for on every one of the page's requests.
  const assetHeaders = Object.fromEntries(Object.entries(securityHeaders).filter(([name]) => ASSET_HEADERS.has(name)));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isStaticAsset(request.url) ? assetHeaders : securityHeaders);
    done();
  });
  const ownOrigin = new URL(config.publicUrl).origin;
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin === ownOrigin),
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['content-type', 'token'],
    maxAge: 600,
  });
}
