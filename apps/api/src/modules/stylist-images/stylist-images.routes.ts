import multipart from '@fastify/multipart';
import { AppError, STYLIST_IMAGE_MAX_BYTES, stylistImageResponseSchema } from '@chairly/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stylistOf } from '../../plugins/auth';
import type { StylistImageKind } from './image-processing';
import type { StylistImagesService } from './stylist-images.service';

const TOO_LARGE = 'The image must be 5 MB or smaller';
// Room for the multipart boundaries and headers around the file itself.
const ENVELOPE_BYTES = 64 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The `file` field of the form, read up to the limit; never buffers more than 5 MB. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > STYLIST_IMAGE_MAX_BYTES + ENVELOPE_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
  }
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data in the field "file"');
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw new AppError('BAD_REQUEST', 'Send the image in the form field "file"');
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    throw error;
  }
}

const uploadParams = z.object({ subdomain: z.string().min(1).max(63) });

export const stylistImagesRoutes: FastifyPluginAsyncZod<{ service: StylistImagesService }> = async (app, { service }) => {
  await app.register(multipart, { limits: { fileSize: STYLIST_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  const upload = (kind: StylistImageKind, path: string, summary: string) =>
    app.post(
      path,
      {
        // Issue #34: the business's page: staff may not change it.
        onRequest: [app.requireStylist, app.requireMemberRole('owner', 'manager')],
        schema: { tags: ['settings'], summary, consumes: ['multipart/form-data'], params: uploadParams, response: { 200: stylistImageResponseSchema } },
      },
      async (request) => {
        const stylist = stylistOf(request);
        service.assertOwner(stylist.subdomain, request.params.subdomain);
        return service.upload(stylist.stylistId, kind, await readUpload(request));
      },
    );
  upload('profile', '/api/stylist-profile-img-update/:subdomain', 'Upload the profile image (JPEG, PNG or WebP, up to 5 MB)');
  upload('background', '/api/stylist-bg-img-update/:subdomain', 'Upload the background image (JPEG, PNG or WebP, up to 5 MB)');

  app.get(
    '/api/images/:key',
    { schema: { tags: ['public'], summary: 'An uploaded image; its key never changes content', params: z.object({ key: z.string().max(140) }) } },
    async (request, reply) => {
      const image = await service.read(request.params.key);
      // Every stored image is our own WebP re-encoding: the type is fixed, never taken from the
      // object's metadata (a bucket's could be changed) or the key, and never sniffed.
      return reply
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .type('image/webp')
        .send(image.body);
    },
  );
};
