import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/shop';
import { CONSOLE_ORIGIN, signedInMember } from '../test/staff';
import { useTestApp } from '../test/harness';

const t = useTestApp({ reset: 'once' });

/** Text no store can keep as sent: a NUL character, and each half of a surrogate pair alone. */
const POISONS = { nul: 'Shubh\u0000 Vivah', highSurrogate: 'Happy birthday \ud83c', lowSurrogate: '\udf82 for Asha' };

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: string[];
  body: string[];
  multipart: boolean;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Every route the API documents (all but the web pages and the docs), with the fields it reads. */
function operations(): Operation[] {
  const document = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json']?.schema?.properties ?? {};
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: Object.keys(json),
        multipart: 'multipart/form-data' in content,
      };
    }),
  );
}

const urlOf = (operation: Operation, params: Record<string, string> = {}) =>
  operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? randomUUID()));

let headers: Record<string, string> = {};

/** Each request as a signed-in customer and an owner in the console would send it, so guards let it through. */
const send = (options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...headers, ...(options.headers as Record<string, string>) } });

function expectRefusedNaming(response: { statusCode: number; body: string }, field: string, where: string) {
  expect(response.statusCode, `${where}: ${response.body}`).toBe(400);
  const refusal = JSON.parse(response.body) as { success: boolean; message: string; field?: string };
  expect(refusal.success, where).toBe(false);
  // The field at fault is named in `field` (a refusal of our own) or in zod's words.
  expect(`${refusal.field ?? ''} ${refusal.message}`, where).toContain(field);
}

describe('text the store cannot keep, sent to every route', () => {
  beforeAll(async () => {
    const customer = await signUp(t.app);
    const { cookie } = await signedInMember(t.app, t.db, { role: 'owner' });
    headers = { token: customer.token, cookie, origin: CONSOLE_ORIGIN };
  });

  it('finds the routes: the store, the payments and the console', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(60);
    for (const path of ['/api/cart/add', '/api/user/register', '/api/staff/catalog/cakes/{id}', '/api/staff/orders'])
      expect(all.map((operation) => operation.path)).toContain(path);
  });

  it('answers 400 naming the body field, never 500, for every field of every JSON body', async () => {
    const failures: string[] = [];
    for (const operation of operations().filter((each) => each.body.length > 0)) {
      for (const field of operation.body) {
        for (const [kind, poison] of Object.entries(POISONS)) {
          const where = `${operation.method} ${operation.path} ${field} (${kind})`;
          const response = await send({
            method: operation.method as InjectOptions['method'],
            url: urlOf(operation),
            // A good-looking value in every other field: the bad one alone is refused.
            payload: Object.fromEntries(operation.body.map((name) => [name, name === field ? poison : 'Asha'])),
          });
          try {
            expectRefusedNaming(response, field, where);
          } catch (error) {
            failures.push((error as Error).message);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 400 naming the field for text inside lists and nested objects', async () => {
    const response = await send({
      method: 'PATCH',
      url: `/api/staff/catalog/cakes/${randomUUID()}`,
      payload: {
        content: ['Dark chocolate sponge', 'Truffle\u0000 ganache'],
        translations: { kn: { name: '\ud800' } },
      },
    });
    expectRefusedNaming(response, 'content.1', 'a list');
    const nested = await send({
      method: 'PATCH',
      url: `/api/staff/catalog/cakes/${randomUUID()}`,
      payload: { translations: { kn: { name: 'ಟ್ರಫಲ್ \udc00' } } },
    });
    expectRefusedNaming(nested, 'translations.kn.name', 'a nested object');
  });

  it('answers 400 naming the parameter, never 500, for every query and path parameter', async () => {
    const failures: string[] = [];
    for (const operation of operations()) {
      for (const [kind, poison] of Object.entries(POISONS)) {
        for (const name of operation.query) {
          const where = `${operation.method} ${operation.path} ?${name} (${kind})`;
          const response = await send({
            method: operation.method as InjectOptions['method'],
            url: `${urlOf(operation)}?${name}=${encodeURIComponent(poison.replace(/[\ud800-\udfff]/g, ''))}${
              kind === 'nul' ? '' : `&${name}=${'%ED%A0%80'}`
            }`,
            ...(operation.method === 'GET' ? {} : { payload: {} }),
          });
          // A lone surrogate cannot be percent-encoded as UTF-8: what arrives is either refused as
          // such or read as U+FFFD, which the store can keep; neither may break the server.
          if (kind === 'nul') {
            try {
              expectRefusedNaming(response, name, where);
            } catch (error) {
              failures.push((error as Error).message);
            }
          } else if (response.statusCode >= 500) failures.push(`${where}: ${response.statusCode} ${response.body}`);
        }
        for (const name of operation.pathParams) {
          const where = `${operation.method} ${operation.path} {${name}} (${kind})`;
          const response = await send({
            method: operation.method as InjectOptions['method'],
            url: urlOf(operation, { [name]: kind === 'nul' ? poison : 'cake' }),
            ...(operation.method === 'GET' ? {} : { payload: {} }),
          });
          if (kind === 'nul') {
            try {
              expectRefusedNaming(response, name, where);
            } catch (error) {
              failures.push((error as Error).message);
            }
          } else if (response.statusCode >= 500) failures.push(`${where}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 400 naming the field of the routes the docs leave out: the sandbox and a payment form', async () => {
    for (const url of ['/api/payments/sandbox/pay', '/api/payments/sandbox/fail']) {
      expectRefusedNaming(await send({ method: 'POST', url, payload: { order_id: POISONS.nul } }), 'order_id', url);
    }
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/order/paymentverification',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `razorpay_order_id=order_1&razorpay_payment_id=pay%00_1&razorpay_signature=abc`,
    });
    expectRefusedNaming(form, 'razorpay_payment_id', 'a payment form');
  });

  it('leaves a signed webhook to its signature check', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'not-a-signature' },
      payload: JSON.stringify({ event: 'payment.captured', payload: { note: POISONS.nul } }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'The webhook signature does not match.' });
  });

  it('answers 400 naming the field of a job application form', async () => {
    const jobs = (await t.app.inject({ method: 'GET', url: '/api/careers/list' })).json() as { _id: string }[];
    const boundary = '----roast-form';
    const part = (name: string, value: string) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/apply/${jobs[0]!._id}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(
        part('name', 'Asha Rao') +
          part('email', 'asha@example.com') +
          part('number', '9876543210') +
          part('subject', 'Barista\u0000') +
          `--${boundary}--\r\n`,
      ),
    });
    expectRefusedNaming(response, 'subject', 'a job application');
  });
});
