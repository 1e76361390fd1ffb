import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest, forbidden, unauthorized } from '../../http/errors';
import type { Notifications } from './notifications.service';
import { isSignedBy, readWebhook } from './whatsapp-webhook';

const PATH = '/api/notifications/whatsapp/webhook';

/**
 * WhatsApp's webhook: Meta's handshake (GET), and delivery statuses and incoming texts (POST),
 * signed with the app's secret over the raw body. Statuses come in any order and more than once;
 * a "STOP" opts that number out at once.
 */
export const whatsappWebhookRoutes: FastifyPluginAsync<{
  notifications: Notifications;
  appSecret: string | undefined;
  verifyToken: string | undefined;
}> = async (app, { notifications, appSecret, verifyToken }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (request, body, done) => {
    (request as FastifyRequest & { rawBody?: Buffer }).rawBody = body as Buffer;
    done(null, undefined);
  });

  app.get(PATH, { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const token = query['hub.verify_token'];
    if (!verifyToken || query['hub.mode'] !== 'subscribe' || typeof token !== 'string' || token !== verifyToken) {
      throw forbidden('webhook_verify_refused');
    }
    return reply.type('text/plain').send(String(query['hub.challenge'] ?? ''));
  });

  app.post(PATH, { schema: { hide: true }, config: { keepsTextAsSent: true } }, async (request) => {
    const raw = (request as FastifyRequest & { rawBody?: Buffer }).rawBody;
    if (!appSecret || !raw || !isSignedBy(appSecret, raw, request.headers['x-hub-signature-256'])) {
      throw unauthorized('webhook_unsigned');
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw badRequest('webhook_not_json');
    }
    const { statuses, texts } = readWebhook(body);
    for (const report of statuses) await notifications.reported(report);
    for (const text of texts) await notifications.received(text);
    return { success: true };
  });
};
