import {
  readCoded,
  refusalText,
  type RefusalCode,
  type RefusalCodeOf,
  type RefusalLanguage,
  type RefusalParams,
} from '@roast/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { requestContext } from './logging';
import { readerLanguage } from './reader-language';

/**
 * A refusal meant for the person who sent the request: a code from the domain's catalog (its text
 * is told in the reader's language), the details its text names, and the field at fault.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly code: RefusalCode,
    readonly params?: RefusalParams,
    /** Seconds to wait before trying again (429). */
    readonly retryAfterSeconds?: number,
    /** What went wrong underneath (a 5xx is logged with it); the body field at fault. */
    options?: ErrorOptions & { field?: string },
  ) {
    super(refusalText(code, 'en', params), options);
    this.field = options?.field;
  }

  readonly field: string | undefined;
}

export const badRequest = (code: RefusalCodeOf<400>, params?: RefusalParams) => new HttpError(400, code, params);
export const unauthorized = (code: RefusalCodeOf<401>, params?: RefusalParams) => new HttpError(401, code, params);
export const forbidden = (code: RefusalCodeOf<403>, params?: RefusalParams) => new HttpError(403, code, params);
export const notFound = (code: RefusalCodeOf<404>, params?: RefusalParams) => new HttpError(404, code, params);
export const conflict = (code: RefusalCodeOf<409>, params?: RefusalParams) => new HttpError(409, code, params);
/** Something that worked once and no longer does (a link past its time). */
export const gone = (code: RefusalCodeOf<410>, params?: RefusalParams) => new HttpError(410, code, params);
/** Well-formed, but not what the rules accept (a pickup code that does not match). */
export const unprocessable = (code: RefusalCodeOf<422>, params?: RefusalParams) => new HttpError(422, code, params);
export const tooManyRequests = (code: RefusalCodeOf<429>, retryAfterSeconds?: number, params?: RefusalParams) =>
  new HttpError(429, code, params, retryAfterSeconds);
/** A service we depend on (the payment provider) did not answer; `cause` is logged, never sent. */
export const badGateway = (code: RefusalCodeOf<502>, cause: unknown, params?: RefusalParams) =>
  new HttpError(502, code, params, undefined, { cause });
/** A 400 for one body field ('price'), which a form shows beside that field. */
export const invalidField = (field: string, code: RefusalCodeOf<400>, params?: RefusalParams) =>
  new HttpError(400, code, params, undefined, { field });

/** Fastify's own 4xx errors, by their codes. */
const FRAMEWORK_REFUSALS: Record<string, RefusalCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'request_too_large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'body_not_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body_empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'media_type_not_accepted',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'content_length_mismatch',
};

/** Zod's own kinds of problem, each with its code. */
const ISSUE_REFUSALS: Record<string, RefusalCode> = {
  invalid_type: 'field_wrong_type',
  too_small: 'field_too_small',
  too_big: 'field_too_big',
  invalid_format: 'field_bad_format',
  invalid_value: 'field_bad_value',
  unrecognized_keys: 'field_unknown',
};

interface Refusal {
  code: RefusalCode;
  params?: RefusalParams;
  field?: string;
}

/** A refused request's issue, as fastify-type-provider-zod passes it on. */
interface ZodIssueLike {
  keyword?: string;
  message: string;
  instancePath?: string;
}

/**
 * A schema's first refused field: its path, and the schema's own code, or zod's kind of problem with
 * zod's words as the detail.
 */
export function issueRefusal(
  issue: { code?: string; path: readonly PropertyKey[]; message: string },
  part = 'body',
): Refusal {
  const field = issue.path.map(String).join('.') || undefined;
  const own = readCoded(issue.message);
  if (own) return { code: own.code, params: own.params, ...(field ? { field } : {}) };
  // A field the schema does not take: named by zod's words ('Unrecognized key: "owner"').
  if (issue.code === 'unrecognized_keys') {
    const key = /"([^"]+)"/.exec(issue.message)?.[1];
    const unknown = [field, key].filter(Boolean).join('.') || 'body';
    return { code: 'field_unknown', params: { field: unknown, detail: issue.message }, field: unknown };
  }
  // A rule about the whole payload, in its own words; or the payload is of the wrong kind (missing, a list).
  if (!field && issue.code === 'custom') return { code: 'request_refused', params: { detail: issue.message } };
  if (!field) return part === 'body' ? { code: 'body_not_object' } : { code: 'input_invalid', params: { part } };
  return { code: ISSUE_REFUSALS[issue.code ?? ''] ?? 'field_invalid', params: { field, detail: issue.message }, field };
}

function validationRefusal(error: FastifyError & { validation: unknown[]; validationContext?: string }): Refusal {
  const first = error.validation[0] as ZodIssueLike | undefined;
  if (!first) return { code: 'request_invalid' };
  const path = (first.instancePath ?? '').split('/').filter(Boolean);
  return issueRefusal({ code: first.keyword, path, message: first.message }, error.validationContext ?? 'input');
}

/** The one shape of every refusal, its message in the reader's language. */
const answer = ({ code, params, field }: Refusal, language: RefusalLanguage) => ({
  success: false as const,
  code,
  message: refusalText(code, language, params) ?? code,
  ...(field ? { field } : {}),
  ...(params && Object.keys(params).length > 0 ? { params } : {}),
});

/** Sends a refusal from outside the error handler (a 404 of an unknown address). */
export const sendRefusal = (request: FastifyRequest, reply: FastifyReply, status: number, refusal: Refusal) =>
  reply.code(status).send(answer(refusal, readerLanguage(request)));

/**
 * One error handler, and the one log line of a failed request: a 5xx is logged here, once, with
 * the request's method, URL and status (nothing else logs it again); a 4xx is the client's and
 * is not logged. Every refusal answers `{ success: false, code, message, field?, params? }`.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) return sendRefusal(request, reply, 400, validationRefusal(error));
    if (error instanceof HttpError) {
      // A 5xx answered on purpose (a provider that did not answer): the person gets our words.
      if (error.statusCode >= 500) {
        request.log.warn({ ...requestContext(request, error.statusCode), err: error }, 'request failed');
      }
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendRefusal(request, reply, error.statusCode, error);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        (error.code && FRAMEWORK_REFUSALS[error.code]) ??
        (error instanceof SyntaxError ? FRAMEWORK_REFUSALS.FST_ERR_CTP_INVALID_JSON_BODY : undefined);
      return sendRefusal(
        request,
        reply,
        status,
        code ? { code } : { code: 'request_refused', params: { detail: error.message } },
      );
    }
    request.log.error({ ...requestContext(request, 500), err: error }, 'request failed');
    return sendRefusal(request, reply, 500, { code: 'server_error' });
  });
}

/** A schema's issues as one 400 for the first field refused. */
export function invalidFields(
  issues: readonly { code?: string; path: readonly PropertyKey[]; message: string }[],
): HttpError {
  const first = issues[0];
  if (!first) return badRequest('request_invalid');
  const { code, params, field } = issueRefusal(first);
  return new HttpError(400, code, params, undefined, field ? { field } : undefined);
}
