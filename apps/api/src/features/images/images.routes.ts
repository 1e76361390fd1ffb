import multipart from '@fastify/multipart';
import { failureSchema, IMAGE_UPLOAD_MAX_BYTES, imageUploadedSchema, imageUploadQuerySchema } from '@roast/domain';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireOwner, staffOf } from '../../auth/require-staff';
import { badRequest, HttpError } from '../../http/errors';
import { photoTooLarge, type Images } from './images.service';

/**
 * POST /api/staff/images: the owner uploads a catalog photo (one part named `file`). The multipart
 * parser is registered in this plugin only.
 */
export const imagesRoutes: FastifyPluginAsync<{ images: Images; requireStaff: preHandlerAsyncHookHandler }> = async (
  app,
  { images, requireStaff },
) => {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, fieldNameSize: 50 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/staff/images',
    {
      preHandler: [requireStaff, requireOwner],
      schema: {
        tags: ['staff'],
        summary: 'Upload a catalog photo: JPEG, PNG, WebP or AVIF, at most 10 MB',
        consumes: ['multipart/form-data'],
        querystring: imageUploadQuerySchema,
        response: {
          201: imageUploadedSchema,
          400: failureSchema,
          401: failureSchema,
          403: failureSchema,
          413: failureSchema,
          415: failureSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'photo_not_multipart');
      let bytes: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          const read = await part.toBuffer();
          if (part.file.truncated) throw photoTooLarge();
          if (part.fieldname === 'file') bytes = read;
        }
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw photoTooLarge();
        if (error instanceof app.multipartErrors.FilesLimitError) throw badRequest('photo_one_at_a_time');
        throw error;
      }
      if (!bytes || bytes.length === 0) throw badRequest('photo_missing');
      const uploaded = await images.upload(staffOf(request), bytes, request.query);
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ success: true as const, ...uploaded });
    },
  );
};
