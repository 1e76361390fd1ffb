import { failureSchema, salesQuerySchema, salesReportSchema } from '@roast/domain';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireOwner } from '../../auth/require-staff';
import { sendCsv } from '../../http/csv';
import type { Reports } from './reports.service';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema };

/** GET /api/staff/reports/sales: the owner's orders and revenue per day and outlet, as JSON or CSV. */
export const reportsRoutes: FastifyPluginAsync<{ reports: Reports; requireStaff: preHandlerAsyncHookHandler }> = async (
  app,
  { reports, requireStaff },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/staff/reports/sales',
    {
      preHandler: [requireStaff, requireOwner],
      schema: { tags: ['staff'], querystring: salesQuerySchema, response: { 200: salesReportSchema, ...failures } },
    },
    async (request, reply) => {
      const { format, ...range } = request.query;
      const report = await reports.sales(range);
      reply.header('cache-control', 'no-store');
      if (format !== 'csv') return { success: true as const, data: report };

      // One row a day; with several outlets, each outlet's columns before the day's totals.
      const several = report.outlet === null && report.outlets.length > 1;
      const header = [
        'Date',
        ...(several ? report.outlets.flatMap((o) => [`${o.outletName} orders`, `${o.outletName} revenue (₹)`]) : []),
        'Orders',
        'Revenue (₹)',
      ];
      const rows = report.days.map((day) => [
        day.date,
        ...(several ? day.outlets.flatMap((o) => [o.orders, o.revenue.toFixed(2)]) : []),
        day.orders,
        day.revenue.toFixed(2),
      ]);
      const scope = report.outlet ? `-${report.outlets[0]?.outletName ?? 'outlet'}` : '';
      return sendCsv(reply, `sales-${report.from}-to-${report.to}${scope}.csv`, header, rows);
    },
  );
};
