import { contactSchema, failureSchema, messageSchema } from '@roast/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Contact } from './contact.service';

const MESSAGE_SENT = 'Message sent successfully!';

/** The contact form's call: POST /api/mail/send. */
export const contactRoutes: FastifyPluginAsync<{ contact: Contact }> = async (app, { contact }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/mail/send',
    {
      schema: {
        tags: ['contact'],
        summary: "A visitor's message to the cafe's inbox (never to an address from the request)",
        body: contactSchema,
        response: { 200: messageSchema, 400: failureSchema, 429: failureSchema },
      },
    },
    async (request) => {
      await contact.send(request.body, request.ip);
      return { success: true as const, message: MESSAGE_SENT };
    },
  );
};
