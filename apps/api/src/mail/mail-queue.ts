import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { selectRows, type Database, type Queryable } from '../db/client';
import { preparedSql } from '../db/prepared';
import { mailOutbox, type MailAttachment } from '../db/schema';
import { readFiles } from '../db/stored-files';
import { JOBS_SCHEMA, type Jobs } from '../jobs/jobs';
import type { MailTransport } from './transport';

export interface MailMessage {
  /** What the message is, for logs and tests: 'password-reset', 'order-confirmation'. */
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** Tries in all: the first and the retries, about eight hours apart at the end. */
const MAX_ATTEMPTS = 8;
/**
 * Addresses under the reserved `.invalid` domain reach nobody (an erased account's is one): a message
 * to one is given up at once rather than retried for hours.
 */
const UNREACHABLE = /\.invalid$/i;
const QUEUE = 'mail';

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
 * The mail queue: a message is a row in `mail_outbox` and a job on the job engine, both written in
 * the caller's transaction (a message exists exactly when what it talks about does). The engine
 * delivers it once across every server and tries again with back-off; the row keeps what happened.
 */
export class MailQueue {
  constructor(
    private readonly db: Database,
    private readonly jobs: Jobs,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {
    jobs.define<{ mailId: string }>(
      QUEUE,
      { retryLimit: MAX_ATTEMPTS - 1, retryDelaySeconds: 30, backoff: true, expireInSeconds: 120 },
      ({ mailId }) => this.deliver(mailId),
    );
  }

  get transportKind() {
    return this.transport.kind;
  }

  async enqueue(message: MailMessage, db: Queryable = this.db): Promise<string> {
    const [id] = await this.enqueueAll([message], db);
    return id!;
  }

  /** Several messages in one statement, and their jobs in another. */
  async enqueueAll(messages: MailMessage[], db: Queryable = this.db): Promise<string[]> {
    if (messages.length === 0) return [];
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
    const ids = rows.map((row) => row.id);
    const jobs = ids.map((mailId) => ({ mailId }));
    // In a change's transaction, this process sends them once it is committed; otherwise a worker does.
    if (this.jobs.holds(db)) {
      await this.jobs.addHere(
        db,
        jobs.map((data) => ({ name: QUEUE, data })),
      );
      return ids;
    }
    await this.jobs.add(db, QUEUE, jobs);
    // Outside a transaction the messages are there now; in one, they are once it is committed.
    if (db === this.db) this.jobs.wakeAdded();
    return ids;
  }

  /**
   * Pending messages without a job (queued by a version before the job engine) get one, once: run
   * at start, it finds none the second time.
   */
  async adoptOrphans(): Promise<number> {
    const orphans = await selectRows<{ id: string }>(
      this.db,
      sql`select m.id from ${mailOutbox} m
          where m.status = 'pending' and not exists (
            select 1 from ${sql.raw(JOBS_SCHEMA)}.job j where j.name = ${QUEUE} and j.data->>'mailId' = m.id::text)`,
    );
    await this.jobs.add(
      this.db,
      QUEUE,
      orphans.map(({ id }) => ({ mailId: id })),
    );
    return orphans.length;
  }

  /** Delivers everything that is due now; tests and commands use it. */
  async drain(): Promise<void> {
    // Messages of changes made here are sent here once those are committed.
    await this.jobs.settled();
    await this.jobs.drain([QUEUE]);
  }

  close(): void {
    this.transport.close();
  }

  /** One try at a message; a failure throws, for the engine to try again later. */
  private async deliver(mailId: string): Promise<void> {
    const [row] = await this.db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1` })
      // A message given up is tried again only when its job is (the owner's 'Try again').
      .where(and(eq(mailOutbox.id, mailId), inArray(mailOutbox.status, ['pending', 'failed'])))
      .returning();
    // Sent already: nothing to do.
    if (!row) return;
    if (UNREACHABLE.test(row.toAddress)) {
      await this.settle(mailId, 'failed', 'the address reaches nobody');
      return;
    }
    try {
      // A stored file (a resume, an invoice) travels with the message; any server can read it.
      const fileIds = row.attachments.flatMap((file) => (file.fileId ? [file.fileId] : []));
      const files = await readFiles(this.db, fileIds);
      await this.transport.deliver({
        id: row.id,
        from: this.from,
        to: row.toAddress,
        replyTo: row.replyTo,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: row.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          ...(file.path ? { path: file.path } : {}),
          content: file.fileId ? files.get(file.fileId) : undefined,
        })),
      });
      await this.settle(mailId, 'sent', null);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      this.log.warn({ mailId, attempts: row.attempts, reason, giveUp }, 'mail delivery failed');
      await this.settle(mailId, giveUp ? 'failed' : 'pending', reason.slice(0, 500));
      throw error;
    }
  }

  private async settle(mailId: string, status: 'sent' | 'failed' | 'pending', lastError: string | null) {
    await this.db
      .update(mailOutbox)
      .set({ status, lastError, ...(status === 'sent' ? { sentAt: sql`now()` } : {}) })
      .where(eq(mailOutbox.id, mailId));
  }
}
