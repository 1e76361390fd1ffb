import {
  KITCHEN_WHATSAPP_WORDING,
  toE164,
  type KitchenWhatsApp,
  type KitchenWhatsAppPut,
  type OutletPatch,
  type Store,
} from '@roast/domain';
import { assertOutlet, type StaffUser } from '../../auth/require-staff';
import type { Queryable } from '../../db/client';
import type { Events } from '../../events/events';
import { notFound } from '../../http/errors';
import type { Audit } from '../audit/audit.service';
import * as repository from './outlets.repository';
import { toStore } from './outlets.serialize';

/**
 * What the other features may know of an outlet: its row, read and never written, and its public
 * shape. The catalog shows the outlets to customers from these; capacity computes slots from them.
 */
export { findOutlet, listOutlets, outletsNamed, type OutletRow } from './outlets.repository';
export { toStore } from './outlets.serialize';

const MINUTE = 60_000;

export interface OutletsDependencies {
  db: Queryable;
  audit: Pick<Audit, 'record'>;
  /** A change is announced as `catalog.changed`: every server builds the outlets' list again. */
  events: Pick<Events, 'change'>;
  now: () => Date;
}

/**
 * An outlet's settings (hours, closed days, phone, pickup capacity, the pause, tax details): the
 * only writer of them. Each change is checked by the domain's schema at the route, recorded in the
 * audit trail and announced in its transaction, and shown in the public outlets list at once.
 */
export function createOutlets({ db, audit, events, now }: OutletsDependencies) {
  /** Changes an outlet's settings; the owner's, or (through `pause`) any member of the outlet's. */
  async function update(actor: StaffUser, storeId: string, patch: OutletPatch): Promise<Store> {
    return events.change(async (tx, emit) => {
      const store = await repository.lockOutlet(tx, storeId);
      if (!store) throw notFound('outlet_not_found');
      const before = toStore(store);
      const closedDates = patch.closedDates && [...new Set(patch.closedDates)].sort();
      // A reason is kept only for a date that is closed.
      const closed = closedDates ?? store.closedDates;
      const reasons = patch.closedReasons ?? (closedDates ? store.closedReasons : undefined);
      const closedReasons =
        reasons && Object.fromEntries(Object.entries(reasons).filter(([date]) => closed.includes(date)));
      const after = await repository.updateOutlet(tx, storeId, {
        ...(patch.hours ? { opensAt: patch.hours.open, closesAt: patch.hours.close } : {}),
        ...(closedDates ? { closedDates } : {}),
        ...(patch.phone === undefined ? {} : { phone: patch.phone }),
        ...(patch.takingOrders === undefined ? {} : { takingOrders: patch.takingOrders }),
        ...(patch.legalName === undefined ? {} : { legalName: patch.legalName }),
        ...(patch.gstin === undefined ? {} : { gstin: patch.gstin }),
        ...(patch.fssaiLicence === undefined ? {} : { fssaiLicence: patch.fssaiLicence }),
        ...(patch.slotMinutes === undefined ? {} : { slotMinutes: patch.slotMinutes }),
        ...(patch.slotCapacity === undefined ? {} : { slotCapacity: patch.slotCapacity }),
        ...(patch.sameDayCutoff === undefined ? {} : { sameDayCutoff: patch.sameDayCutoff }),
        ...(patch.pausedUntil === undefined
          ? {}
          : { pausedUntil: patch.pausedUntil === null ? null : new Date(patch.pausedUntil) }),
        ...(closedReasons ? { closedReasons } : {}),
      });
      const outlet = toStore(after!);
      await audit.record(tx, {
        actor,
        kind: 'outlets',
        itemId: storeId,
        itemName: outlet.outletName,
        action: 'updated',
        before,
        after: outlet,
      });
      await emit('catalog.changed', { lists: ['stores'], id: storeId });
      return outlet;
    });
  }

  /** The pause is any member of the outlet's to set and lift, and audited like any other change. */
  function setPause(staff: StaffUser, storeId: string, pause: { takingOrders: boolean; pausedUntil: Date | null }) {
    assertOutlet(staff, storeId);
    return update(staff, storeId, {
      takingOrders: pause.takingOrders,
      pausedUntil: pause.pausedUntil ? pause.pausedUntil.toISOString() : null,
    });
  }

  /** The kitchen's WhatsApp number and its opt-in, as the owner sees them. */
  const kitchenWhatsApp = (row: repository.OutletRow): KitchenWhatsApp => ({
    number: row.kitchenWhatsapp,
    optedIn: row.kitchenWhatsapp !== null && row.kitchenWhatsappOptedInAt !== null,
    optedInAt: row.kitchenWhatsappOptedInAt?.toISOString() ?? null,
    optedInBy: row.kitchenWhatsappOptedInBy,
  });

  return {
    update,

    async kitchenWhatsApp(storeId: string): Promise<KitchenWhatsApp> {
      const row = await repository.findOutlet(db, storeId);
      if (!row) throw notFound('outlet_not_found');
      return kitchenWhatsApp(row);
    },

    /**
     * Sets the kitchen's WhatsApp number and whether it gets a message for each new paid order (the
     * owner's choice, recorded with its time, its maker and the words agreed to, and audited). A new
     * number needs the opt-in again; switching off, or removing the number, stops messages at once.
     */
    setKitchenWhatsApp(actor: StaffUser, storeId: string, put: KitchenWhatsAppPut): Promise<KitchenWhatsApp> {
      return events.change(async (tx) => {
        const store = await repository.lockOutlet(tx, storeId);
        if (!store) throw notFound('outlet_not_found');
        const before = kitchenWhatsApp(store);
        const number = put.number ? toE164(put.number) : null;
        const keepsConsent = before.optedIn && number === before.number;
        const after = await repository.updateOutlet(tx, storeId, {
          kitchenWhatsapp: number,
          ...(put.optedIn && number
            ? keepsConsent
              ? {}
              : {
                  kitchenWhatsappOptedInAt: now(),
                  kitchenWhatsappOptedInBy: actor.name,
                  kitchenWhatsappWording: KITCHEN_WHATSAPP_WORDING,
                }
            : { kitchenWhatsappOptedInAt: null, kitchenWhatsappOptedInBy: null, kitchenWhatsappWording: null }),
        });
        const answer = kitchenWhatsApp(after!);
        await audit.record(tx, {
          actor,
          kind: 'outlets',
          itemId: storeId,
          itemName: store.outletName,
          action: 'updated',
          before: { kitchenWhatsApp: before.number, kitchenWhatsAppMessages: before.optedIn },
          after: { kitchenWhatsApp: answer.number, kitchenWhatsAppMessages: answer.optedIn },
        });
        return answer;
      });
    },

    /** 'Busy': no online orders at the outlet for some minutes, or (null) until reopened. */
    pause(staff: StaffUser, storeId: string, minutes: number | null): Promise<Store> {
      return setPause(
        staff,
        storeId,
        minutes === null
          ? { takingOrders: false, pausedUntil: null }
          : { takingOrders: true, pausedUntil: new Date(now().getTime() + minutes * MINUTE) },
      );
    },

    /** Takes online orders again. */
    reopen(staff: StaffUser, storeId: string): Promise<Store> {
      return setPause(staff, storeId, { takingOrders: true, pausedUntil: null });
    },
  };
}

export type Outlets = ReturnType<typeof createOutlets>;
