/**
 * The staff API (`/api/staff/...`). The session is an httpOnly cookie the server sets, so every call
 * goes with the page's own cookies; a browser adds the `Origin` header the server wants on writes.
 */
import { fillText } from '@roast/domain';
import refusalTexts from '../../i18n/locales/en/refusals.json';
import { readRefusal, type Refusal } from '../../lib/refusals';
import { noteAnswer } from './offline';

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
    /** The refusal's code, field and details. */
    readonly refusal?: Refusal,
  ) {
    super(message);
  }
}

const NO_ANSWER = 'We could not reach the server. Check the connection and try again.';

/** The console's own (English) text for a refusal's code, or undefined for a code it does not know. */
const consoleText = (refusal: Refusal | undefined) =>
  refusal?.code
    ? fillText((code) => (refusalTexts as Record<string, string>)[code], refusal.code, refusal.params)
    : undefined;

/**
 * What to tell a person when a call failed: the console's text for the refusal's code, the server's
 * words for a code it does not know, or that the server could not be reached. The console is in
 * English (decision 25), so its texts are the store's English ones.
 */
export function messageOf(error: unknown, fallback = NO_ANSWER): string {
  if (error instanceof StaffApiError) return consoleText(error.refusal) ?? error.serverMessage ?? fallback;
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
  // Offline, the service worker may answer a read with the copy it kept: the page says so.
  if (method === 'GET') noteAnswer(`${base}${path}`, response.headers);
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
  const refused = readRefusal(answer);
  const retryAfter = Number(retryAfterHeader);
  return new StaffApiError(
    status,
    refused?.message ?? `Request failed (${status})`,
    refused?.message,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    status === 401 && staffPath !== null && !CREDENTIAL_CALLS.test(staffPath),
    refused,
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

/** The console's text of a code names its field (zod's own kinds of problem: 'Price: this is not right.'). */
const namesField = (refusal: Refusal) =>
  Boolean(refusal.code && (refusalTexts as Record<string, string>)[refusal.code]?.includes('{{field}}'));

/**
 * A refusal the server tied to one of a form's fields (its `field`), as the form shows it beside that
 * field; null for any other failure. 'content.2' names a line of a list: the list's field is marked.
 * The words are the console's own for the code; a text that names its field names it by the form's
 * `labels` (the server knows only the field's name).
 */
export function fieldRefusal<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  labels: Partial<Record<Field, string>> = {},
): Partial<Record<Field, string>> | null {
  if (!(error instanceof StaffApiError) || !error.refusal?.field) return null;
  const named = error.refusal.field.split('.')[0];
  const field = fields.find((each) => each === named);
  if (!field) return null;
  const refusal = { ...error.refusal, params: { ...error.refusal.params, field: labels[field] ?? field } };
  return { [field]: consoleText(refusal) ?? messageOf(error) } as Partial<Record<Field, string>>;
}

/**
 * A refusal said away from its field (no single control shows it: a Kannada text of a list, say),
 * so the text says which field it is about: 'translations.kn.name: Please shorten the text…'.
 */
export function messageNamingField(error: unknown): string {
  const refusal = error instanceof StaffApiError ? error.refusal : undefined;
  const text = messageOf(error);
  return refusal?.field && !namesField(refusal) ? `${refusal.field}: ${text}` : text;
}
