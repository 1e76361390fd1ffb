import { addDays, fromIndiaSlot, toIndiaSlot, type OutletSoldOut, type SoldOutPut } from '@roast/domain';
import { assertOutlet, type StaffUser } from '../../auth/require-staff';
import type { Database } from '../../db/client';
import type { Events } from '../../events/events';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { Jobs } from '../../jobs/jobs';
import * as repository from './sold-out.repository';

/** When a sold-out lapses, the public lists are made again without it. */
export const LAPSE_QUEUE = 'sold-out.lapse';
const WEEK_MS = 7 * 24 * 3_600_000;

const toSoldOut = (row: repository.SoldOutRow): OutletSoldOut => ({
  storeId: row.storeId,
  kind: row.kind,
  id: row.itemId,
  until: row.until.toISOString(),
  by: row.byName,
});

/**
 * Items sold out at one outlet, set and lifted by the members of that outlet: pickups there before
 * the time it is sold out until are refused, the store shows it sold out there only, and the other
 * outlets go on selling it. The chain-wide switch (`isSold`) stays the owner's, in the menu.
 */
export function createSoldOut({
  db,
  events,
  jobs,
  now,
}: {
  db: Database;
  events: Events;
  jobs: Jobs;
  now: () => Date;
}) {
  jobs.define<{ kind: 'cakes' | 'offers' }>(LAPSE_QUEUE, { retryLimit: 5, retryDelaySeconds: 30 }, ({ kind }) =>
    events.change(async (_tx, emit) => {
      await emit('catalog.changed', { lists: [kind] });
    }),
  );

  return {
    /** What is sold out now at the member's outlets (or one of them). */
    async list(staff: StaffUser, storeId?: string): Promise<OutletSoldOut[]> {
      if (storeId) assertOutlet(staff, storeId);
      return (await repository.soldOutAt(db, storeId ? [storeId] : staff.outlets, now())).map(toSoldOut);
    },

    set(staff: StaffUser, storeId: string, put: SoldOutPut): Promise<OutletSoldOut> {
      assertOutlet(staff, storeId);
      const at = now();
      // The end of today in India, unless a time is given: tomorrow's bake is another matter.
      const today = toIndiaSlot(at).pickupDate;
      const until = put.until
        ? new Date(put.until)
        : fromIndiaSlot({ pickupDate: addDays(today, 1), pickupTime: '00:00' })!;
      if (until.getTime() <= at.getTime() || until.getTime() > at.getTime() + WEEK_MS) {
        throw badRequest('sold_out_until_invalid');
      }
      return events.change(async (tx, emit) => {
        const item = await repository.itemAtOutlet(tx, put.kind, put.id, storeId);
        if (!item || !item.isActive) throw notFound(put.kind === 'cakes' ? 'cake_off_menu' : 'hamper_unavailable');
        if (!item.soldHere) {
          throw conflict(put.kind === 'cakes' ? 'cake_not_made_here' : 'hamper_not_packed_here', {
            name: item.name,
            outlet: item.outletName,
          });
        }
        const row = await repository.upsert(tx, {
          storeId,
          kind: put.kind,
          itemId: put.id,
          until,
          byName: staff.name,
        });
        await emit('catalog.changed', { lists: [put.kind], id: put.id });
        await jobs.add(tx, LAPSE_QUEUE, [{ kind: put.kind }], { startAfter: until });
        return toSoldOut(row);
      });
    },

    /** Back on sale at the outlet before its time. */
    async lift(staff: StaffUser, storeId: string, kind: 'cakes' | 'offers', itemId: string): Promise<void> {
      assertOutlet(staff, storeId);
      await events.change(async (tx, emit) => {
        const gone = await repository.remove(tx, storeId, kind, itemId);
        if (!gone) throw notFound('sold_out_not_found');
        await emit('catalog.changed', { lists: [kind], id: itemId });
      });
    },
  };
}

export type SoldOutService = ReturnType<typeof createSoldOut>;
