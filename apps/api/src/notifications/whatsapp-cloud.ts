import { MessageRefused, type MessageProvider } from './port';

/** Meta's Graph API version the messages are sent with. */
const GRAPH_VERSION = 'v21.0';

/**
 * Errors worth another try later: Meta's throughput and pair rate limits, its own failures, and
 * a token being renewed. Anything else a 4xx names (an invalid number, a template Meta does not
 * have or refused) fails the message at once.
 */
const TRY_AGAIN_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 133004]);

interface GraphError {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

/**
 * WhatsApp's Cloud API: a registered template in the customer's language, its variables as the
 * body's parameters. Bounded by `timeoutMs`; the engine retries what may work later.
 */
export function createWhatsAppCloudProvider({
  apiBase,
  phoneNumberId,
  token,
  timeoutMs = 10_000,
}: {
  apiBase: string;
  phoneNumberId: string;
  token: string;
  timeoutMs?: number;
}): MessageProvider {
  return {
    channel: 'whatsapp',
    name: 'cloud',
    async send(message) {
      const response = await fetch(`${apiBase.replace(/\/$/, '')}/${GRAPH_VERSION}/${phoneNumberId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          biz_opaque_callback_data: message.id,
          template: {
            name: message.template,
            language: { code: message.language },
            components: [{ type: 'body', parameters: message.variables.map((text) => ({ type: 'text', text })) }],
          },
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = (await response.json().catch(() => ({}))) as GraphError & { messages?: { id?: string }[] };
      if (response.ok) {
        const id = body.messages?.[0]?.id;
        if (!id) throw new Error('WhatsApp answered without a message id');
        return { providerMessageId: id };
      }
      const code = body.error?.code;
      const reason = `WhatsApp ${response.status}${code ? ` (#${code})` : ''}: ${body.error?.message ?? 'no reason given'}`;
      const later = response.status === 429 || response.status >= 500 || response.status === 401;
      if (later || (code !== undefined && TRY_AGAIN_CODES.has(code))) throw new Error(reason);
      throw new MessageRefused(reason);
    },
  };
}
