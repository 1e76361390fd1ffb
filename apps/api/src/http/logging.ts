import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
import type { Config } from '../config';

/** One-time secrets that some links carry in their path (password reset, set-password and email confirmation links). */
const SECRET_IN_PATH = /\/(reset-password|set-password|verify-email)\/[^/?#]+/g;

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

/** What a database error may say about itself: its code and where, never the values it met. */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'] as const;

/** A database's message with the values it quotes taken out ('invalid input syntax for type uuid: "…"'). */
const withoutQuotedValues = (message: string) => message.replace(/"[^"]*"/g, '"…"');

function databaseCause(cause: unknown): Record<string, unknown> | undefined {
  if (!(cause instanceof Error)) return undefined;
  const fields = cause as unknown as Record<string, unknown>;
  const kept: Record<string, unknown> = { type: cause.name, message: withoutQuotedValues(cause.message) };
  for (const field of DATABASE_ERROR_FIELDS) if (typeof fields[field] === 'string') kept[field] = fields[field];
  return kept;
}

/**
 * An error as a log line shows it. A failed query's error (Drizzle's) carries its parameters, in
 * its message and stack too: password hashes, emails, phones, notes. The line keeps the query and
 * the database's code, and drops every value sent with it or quoted back by the database (its
 * `detail` says 'Key (email)=(…) already exists').
 */
export function errorForLog(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!('params' in error) || typeof (error as { query?: unknown }).query !== 'string') {
    return stdSerializers.err(error);
  }
  const query = (error as unknown as { query: string }).query;
  const message = `Failed query: ${query}`;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  return {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
    query,
    cause: databaseCause(error.cause),
  };
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
      err: errorForLog,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
