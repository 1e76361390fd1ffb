import { z } from 'zod';
import { day, listFormat } from './edit-rules';

/** The longest range of a sales report. */
export const MAX_REPORT_DAYS = 366;
export const salesQuerySchema = z
  .object({
    from: day,
    to: day,
    outlet: z.uuid({ message: 'outlet_invalid' }).optional(),
    format: listFormat,
  })
  .refine((query) => query.from <= query.to, {
    message: 'report_range_backwards',
    path: ['to'],
  });
export const salesReportSchema = z.object({
  success: z.literal(true),
  data: z.object({
    from: z.string(),
    to: z.string(),
    outlet: z.string().nullable(),
    /** Every day of the range, each outlet's orders and revenue (rupees, GST included), India time. */
    days: z.array(
      z.object({
        date: z.string(),
        outlets: z.array(z.object({ storeId: z.string(), orders: z.number().int(), revenue: z.number() })),
        orders: z.number().int(),
        revenue: z.number(),
      }),
    ),
    outlets: z.array(
      z.object({ storeId: z.string(), outletName: z.string(), orders: z.number().int(), revenue: z.number() }),
    ),
    bestSellers: z.array(z.object({ itemName: z.string(), quantity: z.number().int(), revenue: z.number() })),
    /**
     * How the orders were paid, the most taken first: 'ONLINE', or at the counter 'CASH', 'UPI' and
     * 'CARD', or 'LINK' (a phone order's payment link). Rupees, GST included.
     */
    paymentMethods: z.array(z.object({ method: z.string(), orders: z.number().int(), revenue: z.number() })),
    totals: z.object({ orders: z.number().int(), revenue: z.number(), cancelled: z.number().int() }),
  }),
});
export type SalesReport = z.infer<typeof salesReportSchema>['data'];
