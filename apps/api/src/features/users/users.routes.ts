import {
  eraseAccountSchema,
  failureSchema,
  forgotPasswordSchema,
  loginSchema,
  messageSchema,
  registerSchema,
  resetPasswordSchema,
  resetPasswordWithTokenSchema,
  resetTokenParamsSchema,
  sessionSchema,
  userDetailsSchema,
  verificationSentSchema,
  verifyEmailSchema,
} from '@roast/domain';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../auth/require-user';
import { readerLanguage } from '../../http/reader-language';
import { EXPORT_FILENAME } from './personal-data';
import type { Accounts } from './users.service';

const failures = { 400: failureSchema, 401: failureSchema, 409: failureSchema, 429: failureSchema };
/** A confirmation link can also be unknown (404) or past its time (410). */
const linkFailures = { ...failures, 404: failureSchema, 410: failureSchema };

const PASSWORD_RESET = 'Password reset successfully';

export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email, a link to reset the password is on its way.';

/** The account calls of the storefront: /api/user/… */
export const usersRoutes: FastifyPluginAsync<{ accounts: Accounts; requireUser: preHandlerAsyncHookHandler }> = async (
  app,
  { accounts, requireUser },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  api.post(
    '/api/user/register',
    { schema: { tags, body: registerSchema, response: { 201: sessionSchema, ...failures } } },
    async (request, reply) => {
      const { user, token } = await accounts.register(request.body, request.ip, readerLanguage(request));
      return reply.code(201).send({
        success: true,
        token,
        message: `Welcome to Roast, ${user.name}! We have sent a link to ${user.email}: open it to confirm your email address.`,
      });
    },
  );

  api.post(
    '/api/user/login',
    { schema: { tags, body: loginSchema, response: { 200: sessionSchema, ...failures } } },
    async (request) => {
      const { user, token } = await accounts.login(request.body.email, request.body.password, request.ip);
      return { success: true as const, token, message: `Welcome back, ${user.name}!` };
    },
  );

  api.get(
    '/api/user/details',
    { preHandler: requireUser, schema: { tags, response: { 200: userDetailsSchema, 401: failureSchema } } },
    async (request, reply) => {
      // Read afresh rather than from the session: a link followed a moment ago shows at once.
      const user = await accounts.profile(userOf(request).id);
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: {
          _id: user.id,
          name: user.name,
          email: user.email,
          phone: user.phone,
          emailVerified: user.emailVerifiedAt !== null,
        },
      };
    },
  );

  // The link mailed to confirm an email address; its token comes in the body, where no access log keeps it.
  api.post(
    '/api/user/verify-email',
    { schema: { tags, body: verifyEmailSchema, response: { 200: messageSchema, ...linkFailures } } },
    async (request, reply) => {
      const message = await accounts.verifyEmail(request.body.token);
      reply.header('cache-control', 'no-store');
      return { success: true as const, message };
    },
  );

  api.post(
    '/api/user/verify-email/resend',
    {
      preHandler: requireUser,
      schema: {
        tags,
        body: z.union([z.object({}).passthrough(), z.null()]).optional(),
        response: { 200: verificationSentSchema, ...failures },
      },
    },
    async (request, reply) => {
      const { email, sentAt } = await accounts.sendVerificationLink(userOf(request).id, request.ip);
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        message: `A new link is on its way to ${email}. It can take a few minutes to arrive.`,
        email,
        sentAt: sentAt.toISOString(),
      };
    },
  );

  api.post(
    '/api/user/logout',
    {
      preHandler: requireUser,
      schema: {
        tags,
        body: z.union([z.object({}).passthrough(), z.null()]).optional(),
        response: { 200: messageSchema, 401: failureSchema },
      },
    },
    async (request, reply) => {
      await accounts.logout(userOf(request));
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: 'You are logged out.' };
    },
  );

  // The customer's own data, as a file to keep (DPDP Act 2023: the right to access).
  api.get(
    '/api/user/export',
    {
      preHandler: requireUser,
      // The body is the JSON file itself, written out readable.
      schema: { tags, response: { 200: z.string(), 401: failureSchema } },
    },
    async (request, reply) => {
      const data = await accounts.personalData(userOf(request).id);
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', `attachment; filename="${EXPORT_FILENAME}"`);
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2));
    },
  );

  // Erasing the account (DPDP Act 2023: the right to erasure); the orders stay for tax law.
  api.post(
    '/api/user/erase',
    {
      preHandler: requireUser,
      schema: { tags, body: eraseAccountSchema, response: { 200: messageSchema, ...failures } },
    },
    async (request, reply) => {
      await accounts.erase(userOf(request), request.body.password, request.ip);
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        message: 'Your account has been erased. We have sent a confirmation to your email address.',
      };
    },
  );

  api.post(
    '/api/user/forgot-password',
    { schema: { tags, body: forgotPasswordSchema, response: { 200: messageSchema, ...failures } } },
    async (request) => {
      await accounts.forgotPassword(request.body.email, request.ip);
      return { success: true as const, message: FORGOT_PASSWORD_ANSWER };
    },
  );

  api.post(
    '/api/user/reset-password',
    {
      schema: {
        tags,
        body: resetPasswordWithTokenSchema,
        response: { 200: messageSchema, ...failures },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.body.token, request.body.password);
      return { success: true as const, message: PASSWORD_RESET };
    },
  );

  // The spec's call, with the token in the path: still answered (the logger redacts the token).
  api.post(
    '/api/user/reset-password/:token',
    {
      schema: {
        tags,
        params: resetTokenParamsSchema,
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...failures },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.params.token, request.body.password);
      return { success: true as const, message: PASSWORD_RESET };
    },
  );
};
