import { failureSchema, orderRefParamsSchema } from '@roast/domain';
import type { FastifyPluginAsync, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../auth/require-user';
import type { Invoices, RenderedDocument } from './invoices.service';

interface InvoicesRoutesOptions {
  invoices: Invoices;
  requireUser: preHandlerAsyncHookHandler;
}

/** GET /api/order/invoice/{orderId} and /api/order/credit-note/{orderId}: the customer's own, as PDFs. */
export const invoicesRoutes: FastifyPluginAsync<InvoicesRoutesOptions> = async (app, { invoices, requireUser }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    tags: ['orders'],
    params: orderRefParamsSchema,
    response: { 401: failureSchema, 404: failureSchema },
  };
  app.addHook('preHandler', requireUser);
  const send = (reply: FastifyReply, document: RenderedDocument) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${document.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(document.pdf);

  api.get('/api/order/invoice/:orderId', { schema }, async (request, reply) =>
    send(reply, await invoices.forCustomer(userOf(request).id, request.params.orderId, 'invoice')),
  );
  api.get('/api/order/credit-note/:orderId', { schema }, async (request, reply) =>
    send(reply, await invoices.forCustomer(userOf(request).id, request.params.orderId, 'credit-note')),
  );
};
