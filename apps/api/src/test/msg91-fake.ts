import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers the next sends with, in turn; then every send succeeds. */
export type Msg91Answer = 'ok' | 'rate-limited' | 'server-error' | 'dlt-mismatch' | 'invalid-number' | 'hang';

export interface Msg91Send {
  sender: string;
  route: string;
  country: string;
  unicode: number;
  DLT_TE_ID: string;
  sms: { message: string; to: string[] }[];
}

/**
 * A loopback server that answers as MSG91's send-SMS API does: `{ type: 'success', message: <request
 * id> }` for a message taken; `{ type: 'error', message }` for one refused (a DLT template that does
 * not match, a bad number), 429 for too many, 5xx for its own failures. A 'hang' answers too late.
 */
export async function startMsg91Fake(authKey: string) {
  const sent: Msg91Send[] = [];
  const answers: Msg91Answer[] = [];
  let counter = 0;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authkey !== authKey) return send(401, { type: 'error', message: 'Authentication failure' });
      if (request.method !== 'POST' || request.url !== '/api/v2/sendsms') {
        return send(404, { type: 'error', message: 'Not found' });
      }
      const answer = answers.shift() ?? 'ok';
      if (answer === 'hang') return void setTimeout(() => send(200, { type: 'success', message: 'late' }), 1500);
      if (answer === 'rate-limited') return send(429, { type: 'error', message: 'Too many requests, limit exceeded' });
      if (answer === 'server-error') return send(502, { type: 'error', message: 'Bad gateway' });
      if (answer === 'dlt-mismatch')
        return send(200, {
          type: 'error',
          code: '211',
          message: 'Template content does not match the DLT template id',
        });
      if (answer === 'invalid-number')
        return send(200, { type: 'error', code: '207', message: 'Invalid mobile number' });
      sent.push(JSON.parse(raw) as Msg91Send);
      counter += 1;
      send(200, { type: 'success', message: `3b6a${String(counter).padStart(20, '0')}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    /** The next sends get these answers, in order. */
    answerNext: (...next: Msg91Answer[]) => answers.push(...next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
