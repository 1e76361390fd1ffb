import { fillText, parseCoded, type RefusalParams } from '@roast/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A refusal as the server answered it: `{ success: false, code, message, field?, params? }`. The
 * page shows its own text for `code` (the `refusals` texts of its language); `message` is the
 * server's words, shown only for a code the page does not know.
 */
export interface Refusal {
  code?: string;
  message: string;
  field?: string;
  params?: RefusalParams;
}

/** The refusal in a JSON answer, or undefined when the answer says nothing a person can read. */
export function readRefusal(body: unknown): Refusal | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { code, message, field, params } = body as Record<string, unknown>;
  if (typeof message !== 'string') return undefined;
  return {
    message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof field === 'string' ? { field } : {}),
    ...(params && typeof params === 'object' ? { params: params as RefusalParams } : {}),
  };
}

/** The page's text for a refusal code, details filled in; undefined for a code it has no text for. */
export function useRefusalText(): (code: string, params?: RefusalParams) => string | undefined {
  const { i18n } = useTranslation('refusals');
  return useCallback(
    (code: string, params?: RefusalParams) =>
      fillText(
        (each) => i18n.getResource(i18n.language, 'refusals', each) as string | undefined,
        code,
        params,
        i18n.language,
      ),
    [i18n],
  );
}

/**
 * What to say of a refusal: the page's own text for its code, else the server's message; undefined
 * when there was no refusal to tell (no answer at all).
 */
export function useRefusalWords(): (refusal: Refusal | undefined) => string | undefined {
  const text = useRefusalText();
  return useCallback(
    (refusal: Refusal | undefined) =>
      refusal ? ((refusal.code && text(refusal.code, refusal.params)) ?? refusal.message) : undefined,
    [text],
  );
}

/** A domain schema's message (a code, maybe with details) in the page's words. */
export function useSchemaMessage(): (message: string) => string {
  const text = useRefusalText();
  return useCallback(
    (message: string) => {
      const coded = parseCoded(message);
      return (coded && text(coded.code, coded.params)) ?? message;
    },
    [text],
  );
}
