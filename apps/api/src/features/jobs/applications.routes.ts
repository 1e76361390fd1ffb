import { applicationsPageSchema, applicationsQuerySchema, failureSchema, idParamsSchema } from '@roast/domain';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOwner } from '../../auth/require-staff';
import { indiaTimeCell, sendCsv } from '../../http/csv';
import type { ApplicationsDesk } from './applications';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };

/** The owner's: GET /api/staff/applications and each resume, downloaded, never shown in a page. */
export const applicationsRoutes: FastifyPluginAsync<{
  desk: ApplicationsDesk;
  requireStaff: preHandlerAsyncHookHandler;
}> = async (app, { desk, requireStaff }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  app.addHook('preHandler', requireStaff);
  app.addHook('preHandler', requireOwner);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(
    '/api/staff/applications',
    { schema: { tags, querystring: applicationsQuerySchema, response: { 200: applicationsPageSchema, ...failures } } },
    async (request, reply) => {
      const { job, page, limit, format } = request.query;
      if (format === 'csv') {
        const { data } = await desk.list({ jobId: job });
        return sendCsv(
          reply,
          'job-applications.csv',
          ['Applied at (India time +05:30)', 'Job', 'Name', 'Email', 'Phone', 'Subject', 'Resume'],
          data.map((a) => [
            indiaTimeCell(a.appliedAt),
            a.jobTitle,
            a.name,
            a.email,
            a.phone,
            a.subject ?? '',
            a.resume ?? '',
          ]),
        );
      }
      return { success: true as const, page, limit, ...(await desk.list({ jobId: job }, { page, limit })) };
    },
  );

  api.get(
    '/api/staff/applications/:id/resume',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: z.any().describe('The resume, as a download'), ...failures },
      },
    },
    async (request, reply) => {
      const resume = await desk.resume(request.params.id);
      // Always a download, never a document of our origin: a resume is somebody else's file.
      return reply
        .type(resume.mime)
        .header('content-disposition', `attachment; filename="${resume.filename.replace(/[^\w .()-]/g, '_')}"`)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(resume.bytes);
    },
  );
};
