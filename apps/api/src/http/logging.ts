import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** One-time secrets that some links carry in their path (password reset and set-password links). */
const SECRET_IN_PATH = /\/(reset-password|set-password)\/[^/?#]+/g;

/** A URL fit for a log line: secrets in its path are replaced. */
export const redactUrl = (url: string) => url.replace(SECRET_IN_PATH, '/$1/[redacted]');

/** What a log line of a failed request says about the request: method, URL (no secrets) and the status answered. */
export const requestContext = (request: FastifyRequest, statusCode: number) => ({
  method: request.method,
  url: redactUrl(request.url),
  statusCode,
});

/** What a proxy's request id may look like: nginx's $request_id is 32 hex digits. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The id of a request on every log line of it: the proxy's `X-Request-Id` when it sent a sane one
 * (so a line in nginx's log and ours can be matched), else a new random one.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Where log lines go instead of standard output (tests read them). */
export interface LogDestination {
  write(line: string): void;
}

/**
 * The server's logger: JSON lines; no token, cookie or authorization header, and no secret in a
 * logged URL.
 */
export function loggerOptions(config: Config, destination?: LogDestination): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent' && !destination) return false;
  return {
    level: config.logLevel === 'silent' ? 'info' : config.logLevel,
    ...(destination ? { stream: destination } : {}),
    redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
