import multipart from '@fastify/multipart';
import { failureSchema, messageSchema, RESUME_MAX_BYTES } from '@roast/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError } from '../../http/errors';
import { assertKeepableText } from '../../http/text-safety';
import type { Applications, UploadedResume } from './jobs.service';

const APPLICATION_SUBMITTED = 'Application submitted successfully';

const TEXT_FIELDS = new Set(['name', 'email', 'number', 'subject']);

/**
 * POST /api/jobs/apply/{id}: a multipart form with the applicant's fields and an optional resume.
 * The multipart parser is registered in this plugin only, so every other route keeps JSON alone.
 */
export const jobsRoutes: FastifyPluginAsync<{ applications: Applications }> = async (app, { applications }) => {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 8, parts: 9, fieldSize: 4096, fieldNameSize: 50 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/jobs/apply/:id',
    {
      schema: {
        tags: ['careers'],
        summary: 'Apply for a job: name, email, number, subject and a resume (PDF, DOC or DOCX, at most 5 MB)',
        consumes: ['multipart/form-data'],
        params: z.object({ id: z.string().max(100) }),
        response: {
          201: messageSchema,
          400: failureSchema,
          404: failureSchema,
          409: failureSchema,
          413: failureSchema,
          415: failureSchema,
          429: failureSchema,
        },
      },
    },
    async (request, reply) => {
      await applications.countAttempt(request.ip);
      const job = await applications.openJob(request.params.id);
      if (!request.isMultipart()) throw new HttpError(415, 'application_not_multipart');

      const fields: Record<string, string> = {};
      let resume: UploadedResume | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.file.truncated || bytes.length > RESUME_MAX_BYTES) throw new HttpError(413, 'resume_too_large');
            // An empty file input still sends a part, with no name and no bytes.
            if (part.fieldname === 'resume' && (bytes.length > 0 || part.filename)) {
              resume = { bytes, originalName: part.filename };
            }
          } else if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        throw asUploadError(error, app);
      }
      if (resume && resume.bytes.length === 0) throw badRequest('resume_empty');
      assertKeepableText(fields);

      await applications.apply(job, fields, resume);
      return reply.code(201).send({ success: true as const, message: APPLICATION_SUBMITTED });
    },
  );
};

function asUploadError(error: unknown, app: Parameters<FastifyPluginAsync>[0]): unknown {
  if (error instanceof HttpError) return error;
  const { RequestFileTooLargeError, FilesLimitError, FieldsLimitError, PartsLimitError } = app.multipartErrors;
  if (error instanceof RequestFileTooLargeError) return new HttpError(413, 'resume_too_large');
  if (error instanceof FilesLimitError || error instanceof FieldsLimitError || error instanceof PartsLimitError) {
    return new HttpError(413, 'application_too_many_parts');
  }
  return error;
}
