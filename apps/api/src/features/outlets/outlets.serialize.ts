import type { Store } from '@roast/domain';
import type { OutletRow } from './outlets.repository';

/** An outlet's row in the storefront's contract: string `_id`, the spec's field names. */
export function toStore(row: OutletRow): Store {
  return {
    _id: row.id,
    outletName: row.outletName,
    code: row.code,
    title: row.title,
    locality: row.locality,
    address: row.address,
    phone: row.phone,
    email: row.email,
    mapUrl: row.mapUrl,
    mapEmbedUrl: row.mapEmbedUrl,
    pagePath: row.pagePath,
    img: row.image,
    deliveryLinks: row.deliveryLinks,
    gallery: row.gallery,
    hours: { open: row.opensAt, close: row.closesAt },
    closedDates: row.closedDates,
    takingOrders: row.takingOrders,
    closedReasons: row.closedReasons,
    slotMinutes: row.slotMinutes,
    slotCapacity: row.slotCapacity,
    sameDayCutoff: row.sameDayCutoff,
    pausedUntil: row.pausedUntil ? row.pausedUntil.toISOString() : null,
    legalName: row.legalName,
    gstin: row.gstin,
    fssaiLicence: row.fssaiLicence,
    geo: row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude },
    translations: row.translations,
  };
}
