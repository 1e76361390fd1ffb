import { toIndiaSlot, unitsOf, type ProductionLine } from '@roast/domain';
import { assertOutlet, type StaffUser } from '../../auth/require-staff';
import type { Database } from '../../db/client';
import { productionOf } from './production.repository';

const EGG_CHOICES = ['EGG', 'EGGLESS'] as const;

/** The day's production list of an outlet: what to make, by item, size and egg choice. */
export function createProduction({ db, now }: { db: Database; now: () => Date }) {
  return {
    async list(staff: StaffUser, query: { outlet: string; date?: string }) {
      assertOutlet(staff, query.outlet);
      const date = query.date ?? toIndiaSlot(now()).pickupDate;
      const rows = await productionOf(db, query.outlet, date);
      const data: ProductionLine[] = rows
        .map((row) => ({
          itemType: row.itemType,
          itemId: row.itemId,
          itemName: row.itemName,
          size: row.size,
          isveg: EGG_CHOICES.find((choice) => choice === row.vegType) ?? null,
          quantity: Number(row.quantity),
          orders: Number(row.orders),
          units: unitsOf({ itemType: row.itemType, size: row.size, quantity: Number(row.quantity) }, row.capacityUnits),
        }))
        // Cakes first, then hampers; each by name, then size, then egg choice.
        .sort(
          (a, b) =>
            a.itemType.localeCompare(b.itemType) ||
            a.itemName.localeCompare(b.itemName) ||
            a.size.localeCompare(b.size, 'en', { numeric: true }) ||
            String(a.isveg).localeCompare(String(b.isveg)),
        );
      return { date, data };
    },
  };
}

export type Production = ReturnType<typeof createProduction>;
