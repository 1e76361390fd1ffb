import { failureSchema, notificationChoicesAnswerSchema, notificationChoicesPatchSchema } from '@roast/domain';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../auth/require-user';
import { readerLanguage } from '../../http/reader-language';
import type { Notifications } from './notifications.service';

const failures = { 400: failureSchema, 401: failureSchema, 409: failureSchema };

/** A customer's message choices: /api/user/notifications. */
export const notificationsRoutes: FastifyPluginAsync<{
  notifications: Notifications;
  requireUser: preHandlerAsyncHookHandler;
}> = async (app, { notifications, requireUser }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  api.get(
    '/api/user/notifications',
    {
      preHandler: requireUser,
      schema: { tags, response: { 200: notificationChoicesAnswerSchema, 401: failureSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await notifications.choices(userOf(request).id) };
    },
  );

  api.patch(
    '/api/user/notifications',
    {
      preHandler: requireUser,
      schema: {
        tags,
        body: notificationChoicesPatchSchema,
        response: { 200: notificationChoicesAnswerSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await notifications.choose(userOf(request).id, request.body, readerLanguage(request)),
    }),
  );
};
