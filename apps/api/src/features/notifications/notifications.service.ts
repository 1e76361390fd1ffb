import {
  CONSENT_WORDING,
  STOP_WORDING,
  fillTemplate,
  notificationLanguage,
  orderedValues,
  smsValues,
  toE164,
  type NotificationChoices,
  type NotificationChoicesPatch,
  type NotificationLanguage,
  type NotificationTemplateName,
  type TemplateValues,
} from '@roast/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/client';
import { conflict, unauthorized } from '../../http/errors';
import type { Events } from '../../events/events';
import type { JobInfo, Jobs } from '../../jobs/jobs';
import type { MailQueue } from '../../mail/mail-queue';
import { MessageRefused, type MessageChannel, type MessageProvider } from '../../notifications/port';
import * as repository from './notifications.repository';
import { isStop, type IncomingText, type StatusReport } from './whatsapp-webhook';

/** The subject of a mail that stands in for a message WhatsApp could not deliver. */
const FALLBACK_SUBJECT: Record<NotificationLanguage, string> = {
  en: 'A message from Roast',
  kn: 'Roast ನಿಂದ ಒಂದು ಸಂದೇಶ',
  hi: 'Roast की ओर से एक संदेश',
};

/** A message's variables and text as its channel carries them: an SMS's variables within DLT's limit. */
function compose(
  channel: MessageChannel,
  template: NotificationTemplateName,
  language: NotificationLanguage,
  ordered: string[],
) {
  const variables = channel === 'sms' ? smsValues(ordered) : ordered;
  return { variables, text: fillTemplate(template, language, variables) };
}

const QUEUE = 'notifications.send';
/** Tries in all before a message is shown failed: about an hour and a half at the end. */
const SEND_RULES = { retryLimit: 6, retryDelaySeconds: 30, backoff: true, expireInSeconds: 120 } as const;

/** Whom a message goes to and what they chose. */
export interface Recipient {
  userId: string;
  name: string;
  phone: string;
  whatsapp: boolean;
  sms: boolean;
  language: string;
  erasedAt: Date | null;
}

/**
 * Messages by WhatsApp and SMS, only to those who opted in, in their language: each a row (what it
 * said and where its delivery stands) and a job on the engine, written in the caller's transaction,
 * sent through the channel's provider and tried again with back-off.
 */
export function createNotifications({
  db,
  jobs,
  providers,
  mail,
  log,
  events,
}: {
  db: Database;
  jobs: Jobs;
  events: Pick<Events, 'change'>;
  providers: Record<MessageChannel, MessageProvider>;
  mail: MailQueue;
  log: FastifyBaseLogger;
}) {
  /** Adds the message's job: run here after the commit in a change's transaction, else by a worker. */
  const addJob = async (tx: Queryable, messageId: string) => {
    if (jobs.holds(tx)) await jobs.addHere(tx, [{ name: QUEUE, data: { messageId } }]);
    else await jobs.add(tx, QUEUE, [{ messageId }]);
  };

  /**
   * A WhatsApp message the provider reports failed falls back once: to SMS for one who opted in to
   * it, else to mail, with the same words.
   */
  async function fallBack(tx: Queryable, failed: repository.MessageRow) {
    if (failed.channel !== 'whatsapp' || !failed.userId || failed.fallbackOf) return;
    if (await repository.hasFallback(tx, failed.id)) return;
    const person = await repository.recipientOf(tx, failed.userId);
    if (!person || person.erasedAt) return;
    if (person.sms) {
      const id = await repository.insertMessage(tx, {
        userId: failed.userId,
        orderId: failed.orderId,
        channel: 'sms',
        provider: providers.sms.name,
        toAddress: failed.toAddress,
        template: failed.template as NotificationTemplateName,
        language: failed.language as NotificationLanguage,
        ...compose(
          'sms',
          failed.template as NotificationTemplateName,
          failed.language as NotificationLanguage,
          failed.variables,
        ),
        fallbackOf: failed.id,
      });
      if (id) await addJob(tx, id);
      return;
    }
    await mail.enqueue(
      {
        kind: 'message-fallback',
        to: person.email,
        subject: FALLBACK_SUBJECT[notificationLanguage(failed.language)],
        text: failed.text,
      },
      tx,
    );
  }
  async function deliver(messageId: string, job: JobInfo): Promise<void> {
    const row = await repository.startAttempt(db, messageId);
    // Sent, or failed for good, already.
    if (!row) return;
    // Opted out since it was queued: it does not go.
    if (!(await repository.stillWanted(db, row))) {
      await repository.settleMessage(db, messageId, { status: 'withdrawn', lastError: null });
      return;
    }
    const provider = providers[row.channel as MessageChannel];
    try {
      const { providerMessageId } = await provider.send({
        id: row.id,
        channel: row.channel as MessageChannel,
        to: row.toAddress,
        template: row.template as NotificationTemplateName,
        language: row.language as NotificationLanguage,
        variables: row.variables,
        text: row.text,
      });
      await repository.settleMessage(db, messageId, { status: 'sent', providerMessageId, lastError: null });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const last = error instanceof MessageRefused || job.retryCount >= job.retryLimit;
      log.warn({ messageId, channel: row.channel, reason, last }, 'a message was not sent');
      if (!last) {
        await repository.settleMessage(db, messageId, { status: 'queued', lastError: reason });
        throw error;
      }
      // Failed for good: shown failed, and a WhatsApp message falls back once, as when WhatsApp reports it.
      const { held } = await jobs.transaction(async (tx) => {
        await repository.settleMessage(tx, messageId, { status: 'failed', lastError: reason });
        await fallBack(tx, { ...row, status: 'failed' });
      });
      jobs.runSoon(held);
    }
  }
  jobs.define<{ messageId: string }>(QUEUE, SEND_RULES, ({ messageId }, job) => deliver(messageId, job));

  return {
    /**
     * Queues the template for the recipient by WhatsApp when they opted in to it, else by SMS when
     * they opted in to that; nothing otherwise. Answers the message's id, if one was queued.
     */
    async queue<Name extends NotificationTemplateName>(
      tx: Queryable,
      recipient: Recipient,
      template: Name,
      values: (language: NotificationLanguage) => TemplateValues<Name>,
      about: { orderId?: string; dedupeKey?: string } = {},
    ): Promise<string | undefined> {
      if (recipient.erasedAt) return undefined;
      const channel: MessageChannel | null = recipient.whatsapp ? 'whatsapp' : recipient.sms ? 'sms' : null;
      if (!channel) return undefined;
      const to = toE164(recipient.phone);
      if (!to) {
        log.warn({ userId: recipient.userId, template }, 'no message: the account’s phone cannot take one');
        return undefined;
      }
      const language = notificationLanguage(recipient.language);
      const filled = values(language);
      const id = await repository.insertMessage(tx, {
        userId: recipient.userId,
        orderId: about.orderId ?? null,
        channel,
        provider: providers[channel].name,
        toAddress: to,
        template,
        language,
        ...compose(channel, template, language, orderedValues(template, filled)),
        ...(about.dedupeKey ? { dedupeKey: about.dedupeKey } : {}),
      });
      if (id) await addJob(tx, id);
      return id;
    },

    /**
     * Tells the outlet's kitchen of a new paid order on its WhatsApp number, when the owner opted
     * it in: once per order, in English (the kitchen's working language).
     */
    async queueKitchen(
      tx: Queryable,
      kitchen: { number: string; orderId: string; values: TemplateValues<'kitchen_new_order'> },
    ): Promise<string | undefined> {
      const id = await repository.insertMessage(tx, {
        userId: null,
        orderId: kitchen.orderId,
        channel: 'whatsapp',
        provider: providers.whatsapp.name,
        toAddress: kitchen.number,
        template: 'kitchen_new_order',
        language: 'en',
        ...compose('whatsapp', 'kitchen_new_order', 'en', orderedValues('kitchen_new_order', kitchen.values)),
        dedupeKey: `kitchen_new_order:${kitchen.orderId}`,
      });
      if (id) await addJob(tx, id);
      return id;
    },

    /** A customer's choices as My Account shows them. */
    async choices(userId: string): Promise<NotificationChoices> {
      const row = await repository.recipientOf(db, userId);
      if (!row) throw unauthorized('login_again');
      return {
        email: row.erasedAt === null,
        whatsapp: row.whatsapp,
        sms: row.sms,
        language: notificationLanguage(row.language),
      };
    },

    /**
     * Changes a customer's choices, recording each change with its time, the page's language and the
     * words that page showed for it. A choice the same as before records nothing.
     */
    async choose(userId: string, patch: NotificationChoicesPatch, pageLanguage: NotificationLanguage) {
      await db.transaction(async (tx) => {
        const now = await repository.lockChoices(tx, userId);
        if (!now) throw unauthorized('login_again');
        if (now.erasedAt) throw conflict('notification_erased_account');
        const records: Parameters<typeof repository.recordConsents>[1] = [];
        const record = (subject: 'whatsapp' | 'sms' | 'language', change: { granted?: boolean; language?: string }) =>
          records.push({
            userId,
            subject,
            granted: change.granted ?? null,
            language: change.language ?? null,
            wording: CONSENT_WORDING[subject][pageLanguage],
            pageLanguage,
            source: 'account',
          });
        if (patch.whatsapp !== undefined && patch.whatsapp !== now.whatsapp)
          record('whatsapp', { granted: patch.whatsapp });
        if (patch.sms !== undefined && patch.sms !== now.sms) record('sms', { granted: patch.sms });
        if (patch.language !== undefined && patch.language !== now.language)
          record('language', { language: patch.language });
        if (records.length === 0) return;
        await repository.setChoices(tx, userId, {
          ...(patch.whatsapp !== undefined ? { whatsappOptIn: patch.whatsapp } : {}),
          ...(patch.sms !== undefined ? { smsOptIn: patch.sms } : {}),
          ...(patch.language !== undefined ? { language: patch.language } : {}),
        });
        await repository.recordConsents(tx, records);
      });
      return this.choices(userId);
    },

    /** A delivery state the provider reported; a WhatsApp message that failed falls back once. */
    async reported(report: StatusReport): Promise<void> {
      const { held } = await jobs.transaction(async (tx) => {
        const changed = await repository.reportStatus(tx, report);
        if (changed?.status === 'failed') await fallBack(tx, changed);
      });
      jobs.runSoon(held);
    },

    /**
     * A text sent to the business number: "STOP" opts the accounts with that number out of WhatsApp
     * and SMS at once, recorded like any other choice, and an outlet's kitchen with that number out
     * of its new-order messages. Anything else is left for a person to read.
     */
    async received(text: IncomingText): Promise<void> {
      if (!isStop(text.text)) return;
      const number = toE164(text.from);
      if (!number) return;
      await events.change(async (tx, emit) => {
        // An outlet's kitchen with that number: its owner's feature takes it from here.
        await emit('whatsapp.stop', { number });
        const accounts = (await repository.accountsEndingIn(tx, number.slice(-10))).filter(
          (account) => toE164(account.phone) === number,
        );
        for (const account of accounts) {
          const stopped = (['whatsapp', 'sms'] as const).filter((channel) => account[channel]);
          if (stopped.length === 0) continue;
          await repository.setChoices(tx, account.id, { whatsappOptIn: false, smsOptIn: false });
          await repository.recordConsents(
            tx,
            stopped.map((subject) => ({
              userId: account.id,
              subject,
              granted: false,
              language: null,
              wording: STOP_WORDING,
              pageLanguage: notificationLanguage(account.language),
              source: 'stop',
            })),
          );
        }
      });
    },

    /** An order's messages and where each stands (the console's order card). */
    messagesOfOrder: (orderId: string) => repository.messagesOfOrder(db, orderId),

    /** Runs the messages that are due now (tests and commands). */
    drain: () => jobs.drain([QUEUE]),
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
