/**
 * The staff API (`/api/staff/...`). The session is an httpOnly cookie the server sets, so every call
 * goes with the page's own cookies; a browser adds the `Origin` header the server wants on writes.
 */
const BASE = '/api/staff';

/** Calls where a 401 is an answer about what was typed (a wrong password), not a lapsed session. */
const CREDENTIAL_CALLS = /^\/(?:login|password|set-password\/)/;

/** A refusal from the staff API, with the server's own words when it sent some. */
export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** What the server said, when it said something a person can read. */
    readonly serverMessage: string | undefined,
    /** Seconds to wait before trying again (a 429's `retry-after`), when the server said. */
    readonly retryAfter: number | null,
    /** The session is over (expired, ended by a password change, the member deactivated). */
    readonly sessionEnded: boolean,
  ) {
    super(message);
  }
}

const NO_ANSWER = 'We could not reach the server. Check the connection and try again.';

/** What to tell a person when a call failed: the server's words, or that it could not be reached. */
export function messageOf(error: unknown, fallback = NO_ANSWER): string {
  if (error instanceof StaffApiError) return error.serverMessage ?? fallback;
  return fallback;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function request<T>(method: Method, path: string, body?: unknown, base = BASE): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
    // The server reads a JSON body on every write, an empty one included.
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw refusal(response.status, answer, response.headers.get('retry-after'), base === BASE ? path : null);
  }
  return answer as T;
}

/**
 * The error for a refused call, from its status and its JSON answer. `staffPath` is the staff call's
 * path, or null for a call outside the staff API (where a 401 says nothing of the session).
 */
export function refusal(
  status: number,
  answer: unknown,
  retryAfterHeader: string | null,
  staffPath: string | null,
): StaffApiError {
  const serverMessage =
    answer && typeof answer === 'object' && 'message' in answer && typeof answer.message === 'string'
      ? answer.message
      : undefined;
  const retryAfter = Number(retryAfterHeader);
  return new StaffApiError(
    status,
    serverMessage ?? `Request failed (${status})`,
    serverMessage,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    status === 401 && staffPath !== null && !CREDENTIAL_CALLS.test(staffPath),
  );
}

export const staffApi = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
  /** The store's own public API (`/api/...`), which the console reads too (the outlets' list). */
  getPublic: <T>(path: string) => request<T>('GET', path, undefined, '/api'),
};

/** Where the staff API is, for a call that cannot go through `fetch` (an upload with its progress). */
export const staffUrl = (path: string) => `${BASE}${path}`;

/** The address of the board's event stream (EventSource takes a URL, not a fetch). */
export const streamUrl = (outlet: string) => `${BASE}/orders/stream?outlet=${encodeURIComponent(outlet)}`;

/**
 * A refusal the server tied to one of a form's fields ('currentPassword: that is not your current
 * password.'), as the form shows it beside that field; null for any other failure.
 */
export function fieldRefusal<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> | null {
  const said = error instanceof StaffApiError ? error.serverMessage : undefined;
  // 'content.2: …' names a line of a list: the list's field is the one to mark.
  const match = said ? /^(\w+)(?:\.[\w.]+)?: (.+)$/s.exec(said) : null;
  const field = fields.find((each) => each === match?.[1]);
  const text = match?.[2];
  if (!field || !text) return null;
  return { [field]: `${text.charAt(0).toUpperCase()}${text.slice(1)}` } as Partial<Record<Field, string>>;
}
