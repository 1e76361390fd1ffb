import { vi } from 'vitest';

/**
 * Our own API as a test has it answer, in place of the network: `fetch` is the only way the web
 * app reaches the server. A request no route answers fails the test (after failing as a network
 * error would, so the app shows what it shows then).
 */
export interface ApiCall {
  method: string;
  path: string;
  /** The JSON body, parsed; undefined without one. */
  body: unknown;
  /** The customer's token, as the app sends it in the `token` header. */
  token: string | null;
}

export interface ApiAnswer {
  status?: number;
  body?: unknown;
  /** Headers beside the JSON content type (a 429's Retry-After). */
  headers?: Record<string, string>;
}

/** An answer, or a function of the call that answers (it may wait, to hold a request open). */
export type ApiRoute = ApiAnswer | ((call: ApiCall) => ApiAnswer | Promise<ApiAnswer>);

let routes: Record<string, ApiRoute> = {};
let calls: ApiCall[] = [];
const unanswered: string[] = [];

/**
 * Answers requests by 'METHOD /path' (the query string is part of the path); a route named without
 * a query string also answers that path with any query a route does not name. Returns every call
 * made, in order, for a test to check what was sent.
 */
export function serveApi(answers: Record<string, ApiRoute>): ApiCall[] {
  routes = answers;
  calls = [];
  return calls;
}

async function answer(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  const path = `${url.pathname}${url.search}`;
  const call: ApiCall = {
    method,
    path,
    body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    token: headers.get('token'),
  };
  calls.push(call);
  const route = routes[`${method} ${path}`] ?? routes[`${method} ${url.pathname}`];
  if (!route) {
    unanswered.push(`${method} ${path}`);
    throw new TypeError('Failed to fetch');
  }
  const { status = 200, body, headers: answered } = typeof route === 'function' ? await route(call) : route;
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...answered },
  });
}

/** Every test starts with a network that answers nothing until it says what to answer. */
export function stubNetwork(): void {
  routes = {};
  calls = [];
  vi.stubGlobal('fetch', vi.fn(answer));
}

export function settleNetwork(): void {
  const missed = unanswered.splice(0);
  if (missed.length > 0) throw new Error(`Requests no test route answered:\n${missed.join('\n')}`);
}
