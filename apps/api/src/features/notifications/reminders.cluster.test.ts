import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { JOBS_SCHEMA } from '../../jobs/jobs';
import { testClock } from '../../test/clock';
import { testDatabase, useTestApp } from '../../test/harness';
import { messagesOf } from '../../test/messages';
import { atShopTime } from '../../test/shop';
import { EVENT_REMINDER_QUEUE } from './booking-messages';

/**
 * Reminders with two servers on one PostgreSQL database (the test app and a second one beside it),
 * both taking jobs at once: each reminder goes once, also when it is run again after a server died
 * having sent it.
 */
const t = useTestApp();
let second: FastifyInstance;
beforeAll(async () => {
  second = await buildApp(t.config, { database: await testDatabase(), jobs: 'manual', now: () => testClock.now() });
  await second.ready();
});
afterAll(async () => {
  await second.close();
});
beforeEach(atShopTime);
const { customer, choose, pays, enrolls, outboxFor } = messagesOf(t);

const PICKUP_REMINDER_QUEUE = 'notifications.pickup-reminder';
const SEND = 'notifications.send';
const servers = () => [t.app, second];

/** The queue's jobs due now, as if their time had come (again, for one already run). */
const due = (queue: string) =>
  t.db.execute(
    sql`update ${sql.raw(JOBS_SCHEMA)}.job set start_after = now() - interval '1 second', state = 'retry'
        where name = ${queue} and state in ('created', 'completed')`,
  );

/** Both servers take the queue's due jobs at the same moment, then send what they queued. */
async function bothRun(queue: string) {
  const counts = await Promise.all(servers().map((app) => app.jobs.drain([queue])));
  await Promise.all(servers().map((app) => app.jobs.settled()));
  await Promise.all(servers().map((app) => app.jobs.drain([SEND])));
  return counts.reduce((sum, count) => sum + count, 0);
}

describe('reminders with two servers', () => {
  it('send a pickup reminder once, though both servers take jobs and it runs again', async () => {
    const asha = await customer('kn', '9845071111');
    expect((await choose(asha.token, { whatsapp: true })).statusCode).toBe(200);
    const order = await pays(asha.token);
    const reminders = () =>
      outboxFor('whatsapp', '+919845071111').filter((message) => message.template === 'pickup_reminder');
    await due(PICKUP_REMINDER_QUEUE);
    expect(await bothRun(PICKUP_REMINDER_QUEUE)).toBe(1);
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]).toMatchObject({ language: 'kn' });
    expect(reminders()[0]!.variables[1]).toBe(order.reference);
    // A server sent it and died before the job was marked done: run again on both, still one.
    await due(PICKUP_REMINDER_QUEUE);
    expect(await bothRun(PICKUP_REMINDER_QUEUE)).toBe(1);
    expect(reminders()).toHaveLength(1);
  });

  it('send a workshop reminder once, though both servers take jobs and it runs again', async () => {
    const meera = await customer('hi', '9845072222');
    expect((await choose(meera.token, { sms: true })).statusCode).toBe(200);
    await enrolls(meera.token);
    const reminders = () =>
      outboxFor('sms', '+919845072222').filter((message) => message.template === 'event_reminder');
    for (let run = 0; run < 2; run += 1) {
      await due(EVENT_REMINDER_QUEUE);
      expect(await bothRun(EVENT_REMINDER_QUEUE)).toBe(1);
      expect(reminders()).toHaveLength(1);
    }
    expect(reminders()[0]).toMatchObject({ language: 'hi' });
  });
});
