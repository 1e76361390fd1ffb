import { createHmac, timingSafeEqual } from 'node:crypto';

/** The delivery states WhatsApp reports for a message we sent. */
export const DELIVERY_STATES = ['sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export interface StatusReport {
  providerMessageId: string;
  status: DeliveryState;
  error?: string;
}

export interface IncomingText {
  /** E.164, as WhatsApp gives the sender without its '+'. */
  from: string;
  text: string;
}

/** True when `header` (`sha256=<hex>`) is the HMAC-SHA256 of the raw body with the app's secret. */
export function isSignedBy(secret: string, rawBody: Buffer, header: unknown): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The statuses and incoming texts in a webhook call of WhatsApp's Cloud API
 * (`entry[].changes[].value.statuses[]` and `.messages[]`); anything else in it is ignored.
 */
export function readWebhook(body: unknown): { statuses: StatusReport[]; texts: IncomingText[] } {
  const statuses: StatusReport[] = [];
  const texts: IncomingText[] = [];
  const entries = (body as { entry?: unknown })?.entry;
  for (const entry of Array.isArray(entries) ? entries : []) {
    const changes = (entry as { changes?: unknown })?.changes;
    for (const change of Array.isArray(changes) ? changes : []) {
      const value = (change as { value?: Record<string, unknown> })?.value ?? {};
      for (const status of Array.isArray(value.statuses) ? value.statuses : []) {
        const { id, status: state, errors } = status as { id?: unknown; status?: unknown; errors?: unknown };
        if (typeof id !== 'string' || !(DELIVERY_STATES as readonly unknown[]).includes(state)) continue;
        const first = Array.isArray(errors)
          ? (errors[0] as { title?: unknown; code?: unknown } | undefined)
          : undefined;
        statuses.push({
          providerMessageId: id,
          status: state as DeliveryState,
          ...(first ? { error: `${String(first.code ?? '')} ${String(first.title ?? '')}`.trim().slice(0, 500) } : {}),
        });
      }
      for (const message of Array.isArray(value.messages) ? value.messages : []) {
        const { from, type, text } = message as { from?: unknown; type?: unknown; text?: { body?: unknown } };
        if (typeof from !== 'string' || type !== 'text' || typeof text?.body !== 'string') continue;
        texts.push({ from: `+${from.replace(/^\+/, '')}`, text: text.body });
      }
    }
  }
  return { statuses, texts };
}

/** "STOP" (or "stop", "Stop.", "UNSUBSCRIBE") as a person would send it to stop messages. */
export const isStop = (text: string) => /^\s*(stop|unsubscribe)\s*[.!]?\s*$/i.test(text);
