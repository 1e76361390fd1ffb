import { z } from 'zod';

const itemKind = z.enum(['cakes', 'offers'], { message: 'sold_out_kind_invalid' });

/** `PUT /api/staff/outlets/{storeId}/sold-out`: an item sold out at the outlet, until a time (end of today unless said). */
export const soldOutPutSchema = z
  .object({
    kind: itemKind,
    id: z.uuid({ message: 'id_malformed' }),
    until: z.iso.datetime({ offset: true, message: 'sold_out_until_invalid' }).optional(),
  })
  .strict();
export type SoldOutPut = z.infer<typeof soldOutPutSchema>;

export const soldOutParamsSchema = z.object({
  id: z.uuid({ message: 'outlet_invalid' }),
  kind: itemKind,
  itemId: z.uuid({ message: 'id_malformed' }),
});

export const outletSoldOutSchema = z.object({
  storeId: z.string(),
  kind: z.enum(['cakes', 'offers']),
  id: z.string(),
  /** ISO: pickups at the outlet before then are refused. */
  until: z.string(),
  by: z.string(),
});
export type OutletSoldOut = z.infer<typeof outletSoldOutSchema>;
export const soldOutAnswerSchema = z.object({ success: z.literal(true), data: outletSoldOutSchema });
export const soldOutListAnswerSchema = z.object({ success: z.literal(true), data: z.array(outletSoldOutSchema) });
