import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { requestContext } from './logging';

/** An error whose message is meant for the person who sent the request. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    /** Seconds to wait before trying again (429). */
    readonly retryAfterSeconds?: number,
    /** What went wrong underneath (a 5xx is logged with it). */
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** Something that worked once and no longer does (a link past its time). */
export const gone = (message: string) => new HttpError(410, message);
/** Well-formed, but not what the rules accept (a pickup code that does not match). */
export const unprocessable = (message: string) => new HttpError(422, message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(429, message, retryAfterSeconds);
/** A service we depend on (the payment provider) did not answer; `cause` is logged, never sent. */
export const badGateway = (message: string, cause: unknown) => new HttpError(502, message, undefined, { cause });

const GENERIC_5XX = 'Something went wrong on our side. Please try again in a moment.';

/** Fastify's own 4xx errors, in words a person can act on. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here; send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body.',
};

interface ZodIssueLike {
  message: string;
  instancePath?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

function validationMessage(
  error: FastifyError & { validation: unknown[]; validationContext?: string },
  nameFields: boolean,
): string {
  const first = error.validation[0] as ZodIssueLike | undefined;
  if (!first) return 'The request is not valid.';
  const issuePath = first.params?.issue?.path ?? [];
  const field =
    issuePath.length > 0 ? issuePath.join('.') : (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const message = first.params?.issue?.message ?? first.message;
  // Our schemas phrase their own messages; zod's generic ones get the field's name in front.
  const generic = /^(Invalid|Too |Unrecognized|Expected|Required)/.test(message);
  if (generic && !field) {
    // The whole payload is of the wrong kind (missing, a list, a string).
    return error.validationContext === 'body'
      ? 'Send the details as a JSON object.'
      : `The request's ${error.validationContext ?? 'input'} is not valid.`;
  }
  return (generic || nameFields) && field ? `${field}: ${message}` : message;
}

/**
 * One error handler, and the one log line of a failed request: a 5xx is logged here, once, with
 * the request's method, URL and status (nothing else logs it again); a 4xx is the client's and
 * is not logged.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  {
    nameFields = false,
  }: {
    /**
     * Every refused field is named before its message ('price: The price must be more than ₹0.'),
     * so a form can show it beside the field. The storefront's calls keep the spec's exact words.
     */
    nameFields?: boolean;
  } = {},
): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ success: false, message: validationMessage(error, nameFields) });
    }
    if (error instanceof HttpError) {
      // A 5xx answered on purpose (a provider that did not answer): the person gets our words.
      if (error.statusCode >= 500) {
        request.log.warn({ ...requestContext(request, error.statusCode), err: error }, 'request failed');
      }
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send({ success: false, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        (error.code && FRAMEWORK_MESSAGES[error.code]) ??
        (error instanceof SyntaxError ? FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : error.message);
      return reply.code(status).send({ success: false, message });
    }
    request.log.error({ ...requestContext(request, 500), err: error }, 'request failed');
    return reply.code(500).send({ success: false, message: GENERIC_5XX });
  });
}

/** A schema's issues as one 400 that names the first field refused: 'price: The price must be more than ₹0.' */
export function invalidFields(issues: readonly { path: readonly PropertyKey[]; message: string }[]): HttpError {
  const first = issues[0];
  if (!first) return badRequest('The request is not valid.');
  const field = first.path.map(String).join('.');
  return badRequest(field ? `${field}: ${first.message}` : first.message);
}
