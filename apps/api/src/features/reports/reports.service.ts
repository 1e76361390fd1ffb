import { addDays, fromIndiaSlot, MAX_REPORT_DAYS, type SalesReport } from '@roast/domain';
import type { Database } from '../../db/client';
import { invalidField } from '../../http/errors';
import * as repository from './reports.repository';

/** The best sellers a report lists. */
const BEST_SELLERS = 20;

const rupees = (paise: number) => paise / 100;

const startOf = (date: string) => fromIndiaSlot({ pickupDate: date, pickupTime: '00:00' })!;

/** Every India date from one to another, both included. */
function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * The owner's sales figures: paid orders not cancelled, counted on the India date they were paid,
 * per day and outlet, in rupees with GST; the best sellers by quantity, their takings before GST.
 */
export function createReports({ db }: { db: Database }) {
  return {
    async sales(query: { from: string; to: string; outlet?: string }): Promise<SalesReport> {
      const { from, to, outlet } = query;
      const dates = datesOf(from, to);
      if (dates.length > MAX_REPORT_DAYS) {
        throw invalidField('to', 'report_range_too_long', { days: MAX_REPORT_DAYS });
      }
      const every = await repository.outlets(db);
      const inScope = outlet ? every.filter((each) => each.id === outlet) : every;
      if (inScope.length === 0) throw invalidField('outlet', 'outlet_invalid');

      const window = { start: startOf(from), end: startOf(addDays(to, 1)), storeId: outlet };
      const [perDay, cancelled, sellers, methods] = await Promise.all([
        repository.salesPerDay(db, window),
        repository.cancelledCount(db, window),
        repository.bestSellers(db, window, BEST_SELLERS),
        repository.salesByPaymentMethod(db, window),
      ]);

      const cell = new Map(perDay.map((row) => [`${row.date}|${row.storeId}`, row]));
      const days = dates.map((date) => {
        const outlets = inScope.map(({ id }) => {
          const row = cell.get(`${date}|${id}`);
          return { storeId: id, orders: row?.orders ?? 0, paise: row?.paise ?? 0 };
        });
        const paise = outlets.reduce((sum, each) => sum + each.paise, 0);
        return {
          date,
          outlets: outlets.map(({ storeId, orders, paise: own }) => ({ storeId, orders, revenue: rupees(own) })),
          orders: outlets.reduce((sum, each) => sum + each.orders, 0),
          paise,
        };
      });
      const outletTotals = inScope.map(({ id, outletName }) => {
        const rows = perDay.filter((row) => row.storeId === id);
        return {
          storeId: id,
          outletName,
          orders: rows.reduce((sum, row) => sum + row.orders, 0),
          revenue: rupees(rows.reduce((sum, row) => sum + row.paise, 0)),
        };
      });
      return {
        from,
        to,
        outlet: outlet ?? null,
        days: days.map(({ paise, ...day }) => ({ ...day, revenue: rupees(paise) })),
        outlets: outletTotals,
        bestSellers: sellers.map(({ itemName, quantity, paise }) => ({ itemName, quantity, revenue: rupees(paise) })),
        paymentMethods: methods.map(({ method, orders, paise }) => ({ method, orders, revenue: rupees(paise) })),
        totals: {
          orders: days.reduce((sum, day) => sum + day.orders, 0),
          revenue: rupees(days.reduce((sum, day) => sum + day.paise, 0)),
          cancelled,
        },
      };
    },
  };
}

export type Reports = ReturnType<typeof createReports>;
