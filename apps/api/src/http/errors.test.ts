import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { coded } from '@roast/domain';
import { z } from 'zod';
import { useTestApp } from '../test/harness';
import { badGateway, conflict } from './errors';

/** Routes that exercise the app-wide body handling and error handler. */
function probeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/probe/echo',
    {
      schema: {
        body: z.object({
          name: z.string().min(1, 'your_name_missing'),
          count: z.number().int().optional(),
          title: z
            .string()
            .min(1, coded('text_missing', { what: { code: 'noun_title' } }))
            .optional(),
        }),
      },
    },
    async (request) => ({ success: true, received: request.body }),
  );
  api.get('/api/probe/crash', async () => {
    throw new Error('connection string postgres://admin:hunter2@db/prod exploded');
  });
  api.get('/api/probe/conflict', async () => {
    throw conflict('slot_full', { time: '11:30 AM', date: '27 Nov 2026', outlet: 'Roast CCX' });
  });
  api.post('/api/probe/crash/reset-password/:token', async () => {
    throw new Error('the kitchen printer caught fire');
  });
  api.post('/api/probe/provider-down', async () => {
    throw badGateway('provider_unreachable', new Error('the provider did not answer in 10 s'));
  });
}

/** The app's log lines, as the server writes them. */
const logLines: string[] = [];
const t = useTestApp({ extend: probeRoutes, reset: 'once', logDestination: { write: (line) => logLines.push(line) } });

interface LogLine {
  level: number;
  msg: string;
  method?: string;
  url?: string;
  statusCode?: number;
  err?: { message: string; stack: string };
}

/** The lines one request writes at warn or above (pino: warn 40, error 50). */
async function failureLinesOf(request: () => Promise<unknown>): Promise<LogLine[]> {
  logLines.length = 0;
  await request();
  // Anything logged after the answer (an onResponse hook) is written by now.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return logLines
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.level >= 40);
}

const post = (payload: string | Buffer, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/probe/echo', payload, headers: { 'content-type': contentType } });

describe('request bodies', () => {
  it('accepts a valid JSON body', async () => {
    const response = await post(JSON.stringify({ name: 'Asha', count: 2 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, received: { name: 'Asha', count: 2 } });
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await post(JSON.stringify({ name: 'x'.repeat(1024 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      code: 'request_too_large',
      message: 'The request is too large.',
    });
  });

  it('answers broken JSON with 400', async () => {
    const response = await post('{"name": "Asha",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'body_not_json',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers a body that breaks the schema with 400, the schema’s own code and the field', async () => {
    const response = await post(JSON.stringify({ name: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'your_name_missing',
      message: 'Enter your name.',
      field: 'name',
    });
  });

  it('gives zod’s own checks a code for their kind of problem, and names the field', async () => {
    const response = await post(JSON.stringify({ name: 'Asha', count: 'two' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'field_wrong_type',
      field: 'count',
      message: 'count: this is not the right kind of value.',
      params: { field: 'count', detail: expect.stringMatching(/expected number/) },
    });
  });

  it('tells zod’s own checks in the reader’s language with none of zod’s English words', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: { name: 'Asha', count: 'two' },
      headers: { cookie: 'lang=kn' },
    });
    expect(response.json()).toMatchObject({
      code: 'field_wrong_type',
      field: 'count',
      message: 'count: ಈ ಮಾಹಿತಿಯ ಬಗೆ ಸರಿಯಿಲ್ಲ.',
    });
  });

  it('puts a noun a schema’s code names into the reader’s language', async () => {
    const title = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/probe/echo', payload: { name: 'Asha', title: '' }, headers });
    const hindi = await title({ 'accept-language': 'hi' });
    expect(hindi.json()).toEqual({
      success: false,
      code: 'text_missing',
      message: 'शीर्षक लिखें।',
      field: 'title',
      params: { what: { code: 'noun_title' } },
    });
    expect((await title({})).json()).toMatchObject({ code: 'text_missing', message: 'Write the title.' });
  });

  it('tells a refused field in Kannada to a reader who chose Kannada, and in Hindi to one whose browser asks for it', async () => {
    const kannada = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: { name: '' },
      headers: { cookie: 'lang=kn' },
    });
    expect(kannada.json()).toEqual({
      success: false,
      code: 'your_name_missing',
      message: 'ನಿಮ್ಮ ಹೆಸರು ಬರೆಯಿರಿ.',
      field: 'name',
    });
    const hindi = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: { name: '' },
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(hindi.json()).toMatchObject({ code: 'your_name_missing', message: 'अपना नाम लिखें।' });
  });

  it('asks for a JSON object when the body is missing or of another kind', async () => {
    for (const payload of ['[]', '"Asha"', '42']) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: 'body_not_object',
        message: 'Send the details as a JSON object.',
      });
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/probe/echo' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      success: false,
      code: 'body_not_object',
      message: 'Send the details as a JSON object.',
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await post('name=Asha', 'text/csv');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'media_type_not_accepted' });
  });
});

describe('errors', () => {
  it('answers a 4xx with its code, its text and the details the text names', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/conflict' });
    expect(response.statusCode).toBe(409);
    const params = { time: '11:30 AM', date: '27 Nov 2026', outlet: 'Roast CCX' };
    expect(response.json()).toEqual({
      success: false,
      code: 'slot_full',
      message:
        'The 11:30 AM pickup on 27 Nov 2026 at Roast CCX is full now. Please choose another pickup time in your cart.',
      params,
    });
  });

  it('tells a refusal in the language of the lang cookie, before Accept-Language, and in English otherwise', async () => {
    const ask = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/probe/conflict', headers }).then((response) => response.json());
    expect(await ask({ cookie: 'lang=kn', 'accept-language': 'hi' })).toMatchObject({
      code: 'slot_full',
      message: 'Roast CCX ನಲ್ಲಿ 27 Nov 2026 ರ 11:30 AM ಪಿಕಪ್ ಈಗ ಭರ್ತಿಯಾಗಿದೆ. ದಯವಿಟ್ಟು ಕಾರ್ಟ್‌ನಲ್ಲಿ ಬೇರೆ ಪಿಕಪ್ ಸಮಯ ಆಯ್ಕೆಮಾಡಿ.',
    });
    expect(await ask({ 'accept-language': 'fr, hi;q=0.8, kn;q=0.5' })).toMatchObject({
      message: 'Roast CCX में 27 Nov 2026 का 11:30 AM वाला पिकअप अब भर गया है। कृपया अपने कार्ट में पिकअप का कोई और समय चुनें।',
    });
    expect(await ask({ cookie: 'lang=fr', 'accept-language': 'fr, de' })).toMatchObject({
      message: expect.stringMatching(/^The 11:30 AM pickup/),
    });
  });

  it('masks a 5xx: nothing of the failure reaches the client', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      code: 'server_error',
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/nothing',
      payload: {},
      headers: { cookie: 'lang=hi' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'route_not_found', message: 'हमें वह नहीं मिला।' });
  });

  it('logs a failure once, with the request it answered and the error, and no secret from the path', async () => {
    const secret = 'kR3cx9QpTT0wAqZ';
    let status = 0;
    const lines = await failureLinesOf(async () => {
      status = (await t.app.inject({ method: 'POST', url: `/api/probe/crash/reset-password/${secret}`, payload: {} }))
        .statusCode;
    });
    expect(status).toBe(500);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'request failed',
        method: 'POST',
        url: '/api/probe/crash/reset-password/[redacted]',
        statusCode: 500,
        err: expect.objectContaining({ message: 'the kitchen printer caught fire' }),
      }),
    ]);
    expect(logLines.join('')).not.toContain(secret);
  });

  it('logs a 5xx it answers on purpose once, as a warning with its cause', async () => {
    const lines = await failureLinesOf(() =>
      t.app.inject({ method: 'POST', url: '/api/probe/provider-down', payload: {} }),
    );
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'request failed',
        method: 'POST',
        url: '/api/probe/provider-down',
        statusCode: 502,
        err: expect.objectContaining({ stack: expect.stringContaining('the provider did not answer in 10 s') }),
      }),
    ]);
  });
});
