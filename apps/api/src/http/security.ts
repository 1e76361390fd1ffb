import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const RAZORPAY_ORIGINS = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];
/** The outlet pages embed a map. */
const MAP_ORIGINS = ['https://www.google.com', 'https://maps.google.com'];

/**
 * Helmet's headers with a CSP that allows only what the pages need, and CORS closed to every
 * origin but our own.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const razorpay = config.payments.provider === 'razorpay' ? RAZORPAY_ORIGINS : [];
  const https = config.publicUrl.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        scriptSrc: ["'self'", ...razorpay],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...razorpay],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...razorpay],
        frameSrc: [...MAP_ORIGINS, ...razorpay],
        formAction: ["'self'", ...razorpay],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Razorpay's checkout opens in a popup that must be able to message the page back.
    crossOriginOpenerPolicy: razorpay.length > 0 ? { policy: 'same-origin-allow-popups' } : { policy: 'same-origin' },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });
  const ownOrigin = new URL(config.publicUrl).origin;
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin === ownOrigin),
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['content-type', 'token'],
    maxAge: 600,
  });
}
