/** JSON from our own API; a failure carries the server's message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** What the server said, when it said something a person can read. */
    readonly serverMessage?: string,
    /** How long the server asked us to wait before trying again (a 429's Retry-After), in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The server's own words for a failure, or undefined (no answer at all, or none it explained). */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
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
    const serverMessage =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : undefined;
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(
      response.status,
      serverMessage ?? `Request failed (${response.status})`,
      serverMessage,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
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
