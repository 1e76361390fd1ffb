import {
  changePasswordSchema,
  failureSchema,
  idParamsSchema,
  invitationSchema,
  invitationSentSchema,
  memberPatchSchema,
  messageSchema,
  setPasswordParamsSchema,
  setPasswordSchema,
  staffLoginSchema,
  staffMemberAnswerSchema,
  staffMembersSchema,
  staffOutletsSchema,
  staffSessionSchema,
} from '@roast/domain';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clearStaffCookie,
  requireOwner,
  setStaffCookie,
  staffOf,
  type StaffCookieOptions,
} from '../../auth/require-staff';
import { SESSION_MAX_MS, type Staff } from './staff.service';

const failures = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  409: failureSchema,
  429: failureSchema,
};

interface StaffRoutesOptions {
  staff: Staff;
  requireStaff: preHandlerAsyncHookHandler;
  cookie: StaffCookieOptions;
}

const COOKIE_MAX_AGE_SECONDS = SESSION_MAX_MS / 1000;

/** The console's accounts: /api/staff/login, /logout, /me, /password, /set-password, /members, /invitations. */
export const staffRoutes: FastifyPluginAsync<StaffRoutesOptions> = async (app, { staff, requireStaff, cookie }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.post(
    '/api/staff/login',
    { schema: { tags, body: staffLoginSchema, response: { 200: staffSessionSchema, ...failures } } },
    async (request, reply) => {
      const { member, token } = await staff.login(request.body.email, request.body.password, request.ip);
      setStaffCookie(reply, token, COOKIE_MAX_AGE_SECONDS, cookie);
      return { success: true as const, staff: member };
    },
  );

  api.post(
    '/api/staff/set-password/:token',
    {
      schema: {
        tags,
        params: setPasswordParamsSchema,
        body: setPasswordSchema,
        response: { 200: messageSchema.extend({ email: z.string() }), ...failures },
      },
    },
    async (request) => {
      const email = await staff.setPassword(request.params.token, request.body.password);
      return { success: true as const, message: 'Your password is set. Log in to start.', email };
    },
  );

  // Everything below needs a signed-in member.
  await app.register(async (signedIn) => {
    signedIn.addHook('preHandler', requireStaff);
    const members = signedIn.withTypeProvider<ZodTypeProvider>();

    members.post(
      '/api/staff/logout',
      { schema: { tags, response: { 200: messageSchema, ...failures } } },
      async (request, reply) => {
        await staff.logout(staffOf(request));
        clearStaffCookie(reply, cookie);
        return { success: true as const, message: 'You have logged out of the console.' };
      },
    );

    members.get(
      '/api/staff/me',
      { schema: { tags, response: { 200: staffSessionSchema, ...failures } } },
      async (request) => ({
        success: true as const,
        staff: await staff.me(staffOf(request)),
      }),
    );

    members.get(
      '/api/staff/outlets',
      { schema: { tags, response: { 200: staffOutletsSchema, ...failures } } },
      async (request) => ({ success: true as const, data: await staff.outletsOf(staffOf(request)) }),
    );

    members.post(
      '/api/staff/password',
      { schema: { tags, body: changePasswordSchema, response: { 200: messageSchema, ...failures } } },
      async (request, reply) => {
        const token = await staff.changePassword(
          staffOf(request),
          request.body.currentPassword,
          request.body.password,
          request.ip,
        );
        setStaffCookie(reply, token, COOKIE_MAX_AGE_SECONDS, cookie);
        return { success: true as const, message: 'Your password is changed. Other devices have been logged out.' };
      },
    );

    // The owner's: the member list.
    await signedIn.register(async (owners) => {
      owners.addHook('preHandler', requireOwner);
      const owner = owners.withTypeProvider<ZodTypeProvider>();

      owner.get(
        '/api/staff/members',
        { schema: { tags, response: { 200: staffMembersSchema, ...failures } } },
        async () => ({
          success: true as const,
          data: await staff.members(),
        }),
      );

      owner.post(
        '/api/staff/invitations',
        { schema: { tags, body: invitationSchema, response: { 201: invitationSentSchema, ...failures } } },
        async (request, reply) => {
          const { member, link } = await staff.invite(staffOf(request), request.body);
          return reply.code(201).send({
            success: true as const,
            data: member,
            link,
            message: `${member.name} is invited: the link is in their mail, and here to copy.`,
          });
        },
      );

      owner.patch(
        '/api/staff/members/:id',
        {
          schema: {
            tags,
            params: idParamsSchema,
            body: memberPatchSchema,
            response: { 200: staffMemberAnswerSchema, ...failures },
          },
        },
        async (request) => ({
          success: true as const,
          data: await staff.updateMember(request.params.id, request.body),
        }),
      );

      owner.post(
        '/api/staff/members/:id/link',
        {
          schema: {
            tags,
            params: idParamsSchema,
            response: { 200: messageSchema.extend({ link: z.string() }), ...failures },
          },
        },
        async (request) => {
          const link = await staff.newLink(staffOf(request), request.params.id);
          return { success: true as const, link, message: 'A new link is on its way to them, and here to copy.' };
        },
      );
    });
  });
};
