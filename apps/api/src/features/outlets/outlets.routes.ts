import {
  failureSchema,
  idParamsSchema,
  kitchenWhatsAppAnswerSchema,
  kitchenWhatsAppPutSchema,
  outletAnswerSchema,
  outletPatchSchema,
  pauseSchema,
} from '@roast/domain';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireOwner, staffOf } from '../../auth/require-staff';
import type { Outlets } from './outlets.service';

const failures = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
};

interface OutletsRoutesOptions {
  outlets: Outlets;
  requireStaff: preHandlerAsyncHookHandler;
}

/**
 * The console's outlet settings: PATCH /api/staff/outlets/{storeId} (the owner's), and the 'busy'
 * pause at /api/staff/outlets/{storeId}/pause that any member of the outlet can set and lift, and
 * the kitchen's WhatsApp number at /api/staff/outlets/{storeId}/kitchen-whatsapp (the owner's).
 */
export const outletsRoutes: FastifyPluginAsync<OutletsRoutesOptions> = async (app, { outlets, requireStaff }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  app.addHook('preHandler', requireStaff);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.patch(
    '/api/staff/outlets/:id',
    {
      preHandler: requireOwner,
      schema: {
        tags,
        params: idParamsSchema,
        body: outletPatchSchema,
        response: { 200: outletAnswerSchema, ...failures, 409: failureSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await outlets.update(staffOf(request), request.params.id, request.body),
    }),
  );

  api.put(
    '/api/staff/outlets/:id/pause',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: pauseSchema,
        response: { 200: outletAnswerSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await outlets.pause(staffOf(request), request.params.id, request.body.minutes),
    }),
  );

  api.delete(
    '/api/staff/outlets/:id/pause',
    { schema: { tags, params: idParamsSchema, response: { 200: outletAnswerSchema, ...failures } } },
    async (request) => ({ success: true as const, data: await outlets.reopen(staffOf(request), request.params.id) }),
  );

  api.get(
    '/api/staff/outlets/:id/kitchen-whatsapp',
    {
      preHandler: requireOwner,
      schema: { tags, params: idParamsSchema, response: { 200: kitchenWhatsAppAnswerSchema, ...failures } },
    },
    async (request) => ({ success: true as const, data: await outlets.kitchenWhatsApp(request.params.id) }),
  );

  api.put(
    '/api/staff/outlets/:id/kitchen-whatsapp',
    {
      preHandler: requireOwner,
      schema: {
        tags,
        params: idParamsSchema,
        body: kitchenWhatsAppPutSchema,
        response: { 200: kitchenWhatsAppAnswerSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await outlets.setKitchenWhatsApp(staffOf(request), request.params.id, request.body),
    }),
  );
};
