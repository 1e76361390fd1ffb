import { randomUUID } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/client';
import { changeEventDeliveries, changeEvents } from '../db/schema';
import type { Jobs, QueueRules } from '../jobs/jobs';
import type { ChangeEventPayloads, ChangeEventType } from './catalog';

/** What a subscriber's job carries. */
interface Delivery<K extends ChangeEventType = ChangeEventType> {
  eventId: string;
  type: K;
  payload: ChangeEventPayloads[K];
}

export interface EventContext {
  eventId: string;
}

/** Announces a change within the change's transaction. */
export type Emit = <K extends ChangeEventType>(type: K, payload: ChangeEventPayloads[K]) => Promise<void>;

/** A subscriber's rules: tried again with back-off for about a day, then shown to the owner. */
const SUBSCRIBER_RULES = { retryLimit: 10, retryDelaySeconds: 5, backoff: true, expireInSeconds: 300 } as const;

/**
 * Changes and their consequences. A change writes its rows and its event in one transaction; each
 * feature that cares subscribes, and runs at least once per event on the job engine (here at once
 * after the commit, else on any server's worker), idempotently by the event's id.
 */
export function createEvents({ db, jobs, log }: { db: Database; jobs: Jobs; log: FastifyBaseLogger }) {
  const subscribers = new Map<ChangeEventType, string[]>();
  /** Subscribers whose work the change's caller waits for (what the next page shows). */
  const awaited = new Set<string>();
  /** Awaited subscribers running now in this process. */
  const awaitedRuns = new Set<Promise<void>>();

  /** The event's row, and one job for each of its subscribers (in one statement), for this process to run. */
  async function emitIn(tx: Queryable, type: ChangeEventType, payload: object) {
    const eventId = randomUUID();
    await tx.insert(changeEvents).values({ id: eventId, type, payload: payload as Record<string, unknown> });
    const names = subscribers.get(type) ?? [];
    await jobs.addHere(
      tx,
      names.map((name) => ({ name, data: { eventId, type, payload } })),
    );
  }

  return {
    /** `subscriber` (a name of its own, 'invoices.draw') runs `handler` for every event of `type`. */
    on<K extends ChangeEventType>(
      type: K,
      subscriber: string,
      handler: (payload: ChangeEventPayloads[K], context: EventContext) => Promise<void>,
      options: { rules?: QueueRules; awaited?: boolean } = {},
    ): void {
      const rules = options.rules ?? SUBSCRIBER_RULES;
      if (options.awaited) awaited.add(subscriber);
      jobs.define<Delivery<K>>(subscriber, rules, (delivery) =>
        handler(delivery.payload, { eventId: delivery.eventId }),
      );
      subscribers.set(type, [...(subscribers.get(type) ?? []), subscriber]);
    },

    /**
     * Runs `work` in a transaction in which it may emit events (and add jobs to run here, such as
     * mail). Once committed, this process runs their subscribers and those jobs at once: the awaited
     * ones before it answers, the rest in the background (a failure is left to the engine's retries
     * and logged).
     */
    async change<T>(work: (tx: Queryable, emit: Emit) => Promise<T>): Promise<T> {
      const { result, held } = await jobs.transaction((tx) => work(tx, (type, payload) => emitIn(tx, type, payload)));
      jobs.runSoon(held.filter((job) => !awaited.has(job.name)));
      const now = held.filter((job) => awaited.has(job.name));
      if (now.length > 0) {
        const running = jobs
          .runHeld(now)
          .catch((error: unknown) =>
            log.error({ err: error }, 'a subscriber was not run here; a worker runs it later'),
          );
        awaitedRuns.add(running);
        await running.finally(() => awaitedRuns.delete(running));
      }
      return result;
    },

    /**
     * Waits for the awaited subscribers running here: a request that finds its change already made
     * (the webhook got there first) answers once what the next page shows is done.
     */
    async caughtUp(): Promise<void> {
      await Promise.all([...awaitedRuns]);
    },

    /**
     * True the first time a subscriber asks about an event, within the transaction of what it does:
     * a retried subscriber whose work was committed does nothing again.
     */
    async firstTime(tx: Queryable, subscriber: string, context: EventContext): Promise<boolean> {
      const rows = await tx
        .insert(changeEventDeliveries)
        .values({ eventId: context.eventId, subscriber })
        .onConflictDoNothing()
        .returning({ at: changeEventDeliveries.at });
      return rows.length > 0;
    },

    /** Forgets events older than `days` (their subscribers long done). */
    async sweep(days: number, now: Date): Promise<number> {
      const gone = await db
        .delete(changeEvents)
        .where(lt(changeEvents.at, sql`${now.toISOString()}::timestamptz - make_interval(days => ${days})`))
        .returning({ id: changeEvents.id });
      return gone.length;
    },
  };
}

export type Events = ReturnType<typeof createEvents>;
