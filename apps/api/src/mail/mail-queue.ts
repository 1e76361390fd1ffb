import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { selectRows, type Database, type Queryable } from '../db/client';
import { preparedSql } from '../db/prepared';
import { mailOutbox, type MailAttachment } from '../db/schema';
import { readFiles } from '../db/stored-files';
import type { MailTransport } from './transport';

/** An attachment made when the message is delivered rather than when it is queued: an order's tax invoice. */
export interface GeneratedAttachment {
  kind: 'invoice';
  orderId: string;
}

/** A queued attachment: a stored file, or one the worker makes at delivery (`generated`). */
export type QueuedAttachment = MailAttachment & { generated?: GeneratedAttachment };

/** Makes a generated attachment's bytes. */
export type AttachmentRenderer = (attachment: GeneratedAttachment) => Promise<Buffer>;

export interface MailMessage {
  /** What the message is, for logs and tests: 'password-reset', 'order-confirmation'. */
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: QueuedAttachment[];
}

const BATCH = 10;
const MAX_ATTEMPTS = 8;
const POLL_MS = 5_000;
/** A message left 'sending' this long was being sent by a process that stopped. */
const STUCK_MS = 5 * 60_000;
/**
 * Addresses under the reserved `.invalid` domain reach nobody (an erased account's is one): a message
 * to one is given up at once rather than retried for hours.
 */
const UNREACHABLE = /\.invalid$/i;

interface ClaimedRow {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string | null;
  attachments: QueuedAttachment[];
  attempts: number;
}

/** Messages in one statement, in the order given. */
const insertMessages = preparedSql<{ id: string }>(
  'mail_enqueue',
  sql`insert into ${mailOutbox} (kind, to_address, reply_to, subject, text, html, attachments)
      select x.kind, x.to_address, x.reply_to, x.subject, x.text, x.html, x.attachments
      from rows from (jsonb_to_recordset(${sql.placeholder('messages')}::jsonb) as (
        kind text, to_address text, reply_to text, subject text, text text, html text, attachments jsonb))
        with ordinality as x(kind, to_address, reply_to, subject, text, html, attachments, n)
      order by x.n
      returning id`,
);

/**
 * The mail queue: messages are stored in `mail_outbox` (in the caller's transaction, so a message
 * exists exactly when what it talks about does) and a worker delivers them, retrying with backoff.
 */
export class MailQueue {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private renderer: AttachmentRenderer | undefined;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * What makes generated attachments. A queue without it (the staff command's) leaves the messages
   * that have one for the store's servers.
   */
  renderAttachmentsWith(renderer: AttachmentRenderer): void {
    this.renderer = renderer;
  }

  get transportKind() {
    return this.transport.kind;
  }

  async enqueue(message: MailMessage, db: Queryable = this.db): Promise<string> {
    const [id] = await this.enqueueAll([message], db);
    return id!;
  }

  /** Several messages in one statement. */
  async enqueueAll(messages: MailMessage[], db: Queryable = this.db): Promise<string[]> {
    const rows = await insertMessages(db, {
      messages: JSON.stringify(
        messages.map((message) => ({
          kind: message.kind,
          to_address: message.to,
          reply_to: message.replyTo ?? null,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          attachments: message.attachments ?? [],
        })),
      ),
    });
    this.wake();
    return rows.map((row) => row.id);
  }

  /** Starts delivering in the background. */
  start(): void {
    this.stopped = false;
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Delivers everything that is due now; tests and shutdown use it. */
  async drain(): Promise<void> {
    while (this.running) await this.running;
    while ((await this.deliverBatch()) > 0) {
      // keep going until nothing is due
    }
  }

  private wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while (!this.stopped && (await this.deliverBatch()) === BATCH) {
            // a full batch: there may be more
          }
        } while (this.again && !this.stopped);
      } catch (error) {
        this.log.error({ err: error }, 'the mail queue failed a round; it will try again');
      } finally {
        this.running = undefined;
        if (!this.stopped) {
          this.timer = setTimeout(() => this.wake(), POLL_MS);
          this.timer.unref();
        }
      }
    })();
  }

  private lastStuckCheck = 0;

  private async deliverBatch(): Promise<number> {
    if (Date.now() - this.lastStuckCheck > STUCK_MS / 5) {
      this.lastStuckCheck = Date.now();
      await this.db.execute(
        sql`update mail_outbox set status = 'pending'
            where status = 'sending' and next_attempt_at < now() - make_interval(secs => ${STUCK_MS / 1000})`,
      );
    }
    const claimed = await selectRows<ClaimedRow>(
      this.db,
      sql`update mail_outbox set status = 'sending', attempts = attempts + 1, next_attempt_at = now()
          where id in (
            select id from mail_outbox
            where status = 'pending' and next_attempt_at <= now()
              ${this.renderer ? sql`` : sql`and not attachments @> '[{"generated": {}}]'::jsonb`}
            order by created_at
            limit ${BATCH}
            for update skip locked
          )
          returning id, to_address, reply_to, subject, text, html, attachments, attempts`,
    );
    const delivered = (await Promise.all(claimed.map((row) => this.deliver(row)))).filter((id) => id !== null);
    if (delivered.length > 0) {
      await this.db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(inArray(mailOutbox.id, delivered));
    }
    return claimed.length;
  }

  private generate(attachment: GeneratedAttachment): Promise<Buffer> {
    if (!this.renderer) throw new Error(`nothing here makes a generated ${attachment.kind} attachment`);
    return this.renderer(attachment);
  }

  /** The row's id when it was delivered, null when it was not (and is scheduled again). */
  private async deliver(row: ClaimedRow): Promise<string | null> {
    if (UNREACHABLE.test(row.to_address)) {
      await this.db.execute(
        sql`update mail_outbox set status = 'failed', last_error = ${'the address reaches nobody'} where id = ${row.id}`,
      );
      return null;
    }
    try {
      // A stored file (a resume) travels with the message; any server can read it.
      const fileIds = row.attachments.flatMap((file) => (file.fileId ? [file.fileId] : []));
      const files = await readFiles(this.db, fileIds);
      const generated = await Promise.all(
        row.attachments.map((file) => (file.generated ? this.generate(file.generated) : undefined)),
      );
      await this.transport.deliver({
        id: row.id,
        from: this.from,
        to: row.to_address,
        replyTo: row.reply_to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: row.attachments.map((file, index) => ({
          filename: file.filename,
          contentType: file.contentType,
          ...(file.path ? { path: file.path } : {}),
          content: generated[index] ?? (file.fileId ? files.get(file.fileId) : undefined),
        })),
      });
      return row.id;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      const delaySeconds = Math.min(3600, 30 * 2 ** (row.attempts - 1));
      this.log.warn({ mailId: row.id, attempts: row.attempts, reason, giveUp }, 'mail delivery failed');
      await this.db.execute(
        sql`update mail_outbox
            set status = ${giveUp ? 'failed' : 'pending'}, last_error = ${reason.slice(0, 500)},
                next_attempt_at = now() + make_interval(secs => ${delaySeconds})
            where id = ${row.id}`,
      );
      return null;
    }
  }
}
