import {
  failureSchema,
  handledSchema,
  idParamsSchema,
  messageAnswerSchema,
  messagesPageSchema,
  messagesQuerySchema,
} from '@roast/domain';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../../auth/require-staff';
import { indiaTimeCell, sendCsv } from '../../http/csv';
import type { MessagesDesk } from './messages';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };

/** GET /api/staff/messages and PATCH /api/staff/messages/{id} (handled or not). */
export const messagesRoutes: FastifyPluginAsync<{
  desk: MessagesDesk;
  requireStaff: preHandlerAsyncHookHandler;
}> = async (app, { desk, requireStaff }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  app.addHook('preHandler', requireStaff);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(
    '/api/staff/messages',
    { schema: { tags, querystring: messagesQuerySchema, response: { 200: messagesPageSchema, ...failures } } },
    async (request, reply) => {
      const { handled, page, limit, format } = request.query;
      const filter = { handled: handled === undefined ? undefined : handled === 'true' };
      if (format === 'csv') {
        const { data } = await desk.list(filter);
        return sendCsv(
          reply,
          'contact-messages.csv',
          [
            'Received at (India time +05:30)',
            'Name',
            'Email',
            'Phone',
            'Subject',
            'Reply by',
            'Message',
            'Handled by',
            'Handled at (India time +05:30)',
          ],
          data.map((m) => [
            indiaTimeCell(m.receivedAt),
            m.name,
            m.email,
            m.phone ?? '',
            m.subject,
            m.preferredMethod ?? '',
            m.message,
            m.handledBy ?? '',
            indiaTimeCell(m.handledAt),
          ]),
        );
      }
      return { success: true as const, page, limit, ...(await desk.list(filter, { page, limit })) };
    },
  );

  api.patch(
    '/api/staff/messages/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: handledSchema,
        response: { 200: messageAnswerSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await desk.markHandled(staffOf(request), request.params.id, request.body.handled),
    }),
  );
};
