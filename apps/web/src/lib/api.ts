import { readRefusal, useRefusalWords, type Refusal } from './refusals';

/** JSON from our own API; a failure carries the server's refusal when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** What the server said, when it said something a person can read. */
    readonly serverMessage?: string,
    /** How long the server asked us to wait before trying again (a 429's Retry-After), in seconds. */
    readonly retryAfterSeconds?: number,
    /** The refusal's code, field and details. */
    readonly refusal?: Refusal,
  ) {
    super(message);
  }
}

/**
 * What to tell a person of a failed call, in the page's language: the page's text for the refusal's
 * code, the server's words for a code it does not know, or undefined (no answer at all).
 */
export function useServerMessage(): (error: unknown) => string | undefined {
  const words = useRefusalWords();
  return (error: unknown) => (error instanceof ApiError ? words(error.refusal) : undefined);
}

/** Our own API's JSON; `token` signs the request in as the customer. */
export async function getJson<T>(path: string, init?: RequestInit & { token?: string | null }): Promise<T> {
  const { token, ...rest } = init ?? {};
  const response = await fetch(path, {
    ...rest,
    headers: { accept: 'application/json', ...(token ? { token } : {}), ...rest.headers },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refusal = readRefusal(body);
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(
      response.status,
      refusal?.message ?? `Request failed (${response.status})`,
      refusal?.message,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      refusal,
    );
  }
  return body as T;
}

export function postJson<T>(path: string, body: unknown, token?: string | null): Promise<T> {
  return getJson<T>(path, {
    method: 'POST',
    body: JSON.stringify(body ?? {}),
    headers: { 'content-type': 'application/json' },
    token,
  });
}
