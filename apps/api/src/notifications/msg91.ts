import type { NotificationLanguage, NotificationTemplateName } from '@roast/domain';
import { MessageRefused, type MessageProvider } from './port';

/** A template's DLT id by `<template>.<language>` ('order_ready.kn'), as registered on the DLT portal. */
export type DltTemplateIds = Partial<Record<`${NotificationTemplateName}.${NotificationLanguage}`, string>>;

interface Msg91Answer {
  type?: string;
  message?: string;
  code?: string | number;
}

/** Words in MSG91's refusals that mean "not now" rather than "never". */
const LATER = /limit|too many|try again|temporar|timeout|balance/i;

/**
 * MSG91's send-SMS API, on the transactional route: the text exactly as registered with DLT (its
 * variables filled in), the DLT template id it was registered under, and the sender id (header)
 * registered with it. Kannada and Hindi go as Unicode. Bounded by `timeoutMs`; rate limits, MSG91's
 * own failures and a low balance are tried again later; anything else it refuses (a number, a
 * template that does not match its DLT id) fails the message at once.
 */
export function createMsg91Provider({
  apiBase,
  authKey,
  senderId,
  templateIds,
  timeoutMs = 10_000,
}: {
  apiBase: string;
  authKey: string;
  senderId: string;
  templateIds: DltTemplateIds;
  timeoutMs?: number;
}): MessageProvider {
  return {
    channel: 'sms',
    name: 'msg91',
    async send(message) {
      const dltId = templateIds[`${message.template}.${message.language}`];
      if (!dltId) throw new MessageRefused(`no DLT template id for ${message.template}.${message.language}`);
      const response = await fetch(`${apiBase.replace(/\/$/, '')}/api/v2/sendsms`, {
        method: 'POST',
        headers: { authkey: authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          sender: senderId,
          route: '4',
          country: '91',
          unicode: message.language === 'en' ? 0 : 1,
          DLT_TE_ID: dltId,
          sms: [{ message: message.text, to: [message.to.replace(/^\+91/, '').replace(/^\+/, '')] }],
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = (await response.json().catch(() => ({}))) as Msg91Answer;
      if (response.ok && body.type === 'success' && body.message) return { providerMessageId: body.message };
      const reason = `MSG91 ${response.status}${body.code ? ` (${body.code})` : ''}: ${body.message ?? 'no reason given'}`;
      const later = response.status === 429 || response.status >= 500 || response.status === 401 || LATER.test(reason);
      if (later) throw new Error(reason);
      throw new MessageRefused(reason);
    },
  };
}
