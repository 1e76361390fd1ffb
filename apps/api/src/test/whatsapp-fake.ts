import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers the next sends with, in turn; then every send succeeds. */
export type FakeAnswer = 'ok' | 'rate-limited' | 'template-missing' | 'invalid-number' | 'server-error' | 'hang';

/**
 * A loopback server that answers as WhatsApp's Cloud API documents: a sent template gets
 * `messages[0].id`; errors come as `{ error: { message, type, code } }` with their HTTP status.
 */
export async function startWhatsAppFake(token: string, phoneNumberId: string) {
  const sent: { to: string; template: string; language: string; parameters: string[] }[] = [];
  const requests: { url: string; authorized: boolean }[] = [];
  const answers: FakeAnswer[] = [];
  let counter = 0;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const authorized = request.headers.authorization === `Bearer ${token}`;
      requests.push({ url: request.url ?? '', authorized });
      const send = (status: number, body: unknown) => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const error = (status: number, code: number, message: string) =>
        send(status, { error: { message, type: 'OAuthException', code, fbtrace_id: 'Aa1' } });
      if (!authorized) return error(401, 190, 'Invalid OAuth access token.');
      if (request.method !== 'POST' || request.url !== `/v21.0/${phoneNumberId}/messages`) {
        return error(400, 100, 'Unsupported post request.');
      }
      const answer = answers.shift() ?? 'ok';
      // Answers after the store stopped waiting.
      if (answer === 'hang') return void setTimeout(() => error(500, 131000, 'late'), 1500);
      if (answer === 'rate-limited') return error(429, 130429, '(#130429) Rate limit hit');
      if (answer === 'server-error') return error(500, 131000, '(#131000) Something went wrong');
      if (answer === 'template-missing')
        return error(404, 132001, '(#132001) Template name does not exist in the translation');
      if (answer === 'invalid-number') return error(400, 100, '(#100) Invalid parameter');
      const body = JSON.parse(raw) as {
        to: string;
        template: { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] };
      };
      sent.push({
        to: body.to,
        template: body.template.name,
        language: body.template.language.code,
        parameters: body.template.components[0]!.parameters.map((parameter) => parameter.text),
      });
      counter += 1;
      send(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.FAKE${counter}` }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    requests,
    /** The next sends get these answers, in order. */
    answerNext: (...next: FakeAnswer[]) => answers.push(...next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
