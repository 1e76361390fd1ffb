import { sessionTimes } from '@roast/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { workshops } from '../../db/schema';
import { JOBS_SCHEMA } from '../../jobs/jobs';
import { useTestApp } from '../../test/harness';
import { messagesOf } from '../../test/messages';
import { atShopTime } from '../../test/shop';
import { EVENT_REMINDER_QUEUE, eventReminderJobId } from './booking-messages';

const t = useTestApp();
beforeEach(atShopTime);
const { customer, choose, outboxFor, enrolls } = messagesOf(t);

describe('a booking’s messages', () => {
  it('confirm an enrollment in Hindi, and remind of it a day before, once', async () => {
    const meera = await customer('hi', '9845066666');
    expect((await choose(meera.token, { whatsapp: true })).statusCode).toBe(200);
    const { workshop, bookingId } = await enrolls(meera.token);

    const [confirmed] = outboxFor('whatsapp', '+919845066666');
    expect(confirmed).toMatchObject({ template: 'booking_confirmed', language: 'hi' });
    expect(confirmed!.variables).toEqual(['Asha Rao', workshop.title, expect.any(String), workshop.venue, '1']);
    expect(confirmed!.text).toMatch(/[\u0900-\u097F]/);

    const start = new Date(sessionTimes(workshop.date, workshop.time).startDate);
    const [reminder] = await t.app.jobs.states(EVENT_REMINDER_QUEUE, [eventReminderJobId(bookingId)]);
    expect(reminder!.state).toBe('created');
    // A day before it starts, or 08:00 that day when a day before falls in the night.
    const due = new Date(reminder!.startAfter).getTime();
    expect(due).toBeLessThanOrEqual(start.getTime() - 8 * 3_600_000);
    expect(due).toBeGreaterThanOrEqual(start.getTime() - 24 * 3_600_000);

    const makeDue = () =>
      t.db.execute(
        sql`update ${sql.raw(JOBS_SCHEMA)}.job set start_after = now() - interval '1 second', state = 'retry'
            where name = ${EVENT_REMINDER_QUEUE} and state in ('created', 'completed')`,
      );
    for (let run = 0; run < 2; run += 1) {
      await makeDue();
      expect(await t.app.jobs.drain([EVENT_REMINDER_QUEUE])).toBe(1);
      await t.app.jobs.settled();
    }
    const reminders = outboxFor('whatsapp', '+919845066666').filter((message) => message.template === 'event_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.variables).toEqual(['Asha Rao', workshop.title, expect.any(String), workshop.venue]);
  });

  it('send nothing to one who did not opt in, not even their reminder when it is due', async () => {
    const ravi = await customer('en', '9845077777');
    await enrolls(ravi.token);
    expect(outboxFor('whatsapp', '+919845077777')).toEqual([]);
    expect(outboxFor('sms', '+919845077777')).toEqual([]);
    await t.db.execute(
      sql`update ${sql.raw(JOBS_SCHEMA)}.job set start_after = now() - interval '1 second'
          where name = ${EVENT_REMINDER_QUEUE} and state = 'created'`,
    );
    await t.app.jobs.drain([EVENT_REMINDER_QUEUE]);
    await t.app.jobs.settled();
    expect(outboxFor('whatsapp', '+919845077777')).toEqual([]);
  });

  it('schedule no reminder for what starts within a day: the confirmation is enough', async () => {
    const ira = await customer('en', '9845088889');
    expect((await choose(ira.token, { sms: true })).statusCode).toBe(200);
    // Today at 6 PM, eight hours from the shop's clock.
    await t.db
      .update(workshops)
      .set({ date: '2026-11-25', time: '6:00 PM – 8:00 PM' })
      .where(and(eq(workshops.isActive, true), gt(workshops.slots, 0)));
    const { bookingId } = await enrolls(ira.token);
    expect(outboxFor('sms', '+919845088889').map((message) => message.template)).toEqual(['booking_confirmed']);
    expect(await t.app.jobs.states(EVENT_REMINDER_QUEUE, [eventReminderJobId(bookingId)])).toEqual([]);
  });
});
