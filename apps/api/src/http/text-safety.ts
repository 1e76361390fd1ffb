import type { FastifyInstance } from 'fastify';
import { invalidField, type HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads text it never keeps and must not refuse (a provider's signed webhook: its
     * signature is checked first, and a refusal would only make the provider send it again).
     */
    keepsTextAsSent?: boolean;
  }
}

/**
 * Text the store cannot keep as it was sent: a NUL character (PostgreSQL's text and jsonb refuse
 * it) or half of a surrogate pair (a broken emoji, which would be stored as a different character
 * than the one sent). Such a request is refused with the field's name, before any rule or query
 * sees it, rather than failing in the database or being changed silently.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const keepable = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** The path of the first string (or object key) in a value that cannot be kept, if any. */
export function unkeepableTextAt(value: unknown, path: readonly (string | number)[] = []): string | undefined {
  if (typeof value === 'string') return keepable(value) ? undefined : path.join('.') || 'text';
  if (Array.isArray(value)) {
    for (const [index, each] of value.entries()) {
      const found = unkeepableTextAt(each, [...path, index]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  // Raw bytes (a webhook's signed body) are not text the store keeps.
  if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    for (const [key, each] of Object.entries(value)) {
      if (!keepable(key)) return [...path, key.replace(/[^\w-]/gu, '?')].join('.');
      const found = unkeepableTextAt(each, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** A 400 that names the field whose text cannot be kept: 'note: This text has …'. */
export const unkeepableText = (field: string): HttpError => invalidField(field, 'text_unkeepable');

/** Throws the 400 when anything in the value cannot be kept. */
export function assertKeepableText(value: unknown): void {
  const field = unkeepableTextAt(value);
  if (field !== undefined) throw unkeepableText(field);
}

/**
 * Every route's path parameters, query and JSON body are checked before validation. (A multipart
 * form has no body here: its routes read the parts themselves and check their text fields with
 * assertKeepableText.)
 */
export function registerTextSafety(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.keepsTextAsSent) return;
    assertKeepableText(request.params);
    assertKeepableText(request.query);
    assertKeepableText(request.body);
  });
}
