import type { NotificationLanguage, NotificationTemplateName } from '@roast/domain';

/** The channels a message goes by besides mail (mail keeps its own queue and transport). */
export type MessageChannel = 'whatsapp' | 'sms';

/** One message as a provider sends it: a registered template, its variables, the text they make. */
export interface OutgoingMessage {
  /** Ours: the provider's sandbox names its file by it, a real one gets it as a reference. */
  id: string;
  channel: MessageChannel;
  /** E.164: '+919845012345'. */
  to: string;
  template: NotificationTemplateName;
  language: NotificationLanguage;
  /** In the template's order ({{1}}, {{2}}…). */
  variables: string[];
  /** The template filled in, as the customer reads it. */
  text: string;
}

/**
 * A way to send messages by one channel: the offline sandbox, or a real provider. `send` answers
 * the provider's id for the message, or throws: `MessageRefused` when trying again cannot help
 * (a number or template the provider refuses), anything else to be tried again later.
 */
export interface MessageProvider {
  readonly channel: MessageChannel;
  readonly name: string;
  send(message: OutgoingMessage): Promise<{ providerMessageId: string }>;
}

/** The provider refused the message for good: it is failed at once, not tried again. */
export class MessageRefused extends Error {}
