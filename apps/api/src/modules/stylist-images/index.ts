import type { FastifyPluginAsync } from 'fastify';
import type { ObjectStorage } from '../../gateways/storage/index';
import { createStylistSettings } from '../stylist-settings/index';
import { stylistImagesRoutes } from './stylist-images.routes';
import { createStylistImagesService } from './stylist-images.service';
import { documentErrors } from '../../plugins/openapi-errors';

/** This instance's image-work limiter (its stats() are read by tests and diagnostics). */
export { imageWork, IMAGE_WORK_CONCURRENCY, IMAGE_WORK_QUEUE } from './image-work';
export { MAX_INPUT_PIXELS } from './image-processing';

export const stylistImagesModule: FastifyPluginAsync<{ storage: ObjectStorage }> = async (app, { storage }) => {
  // An upload too large (413), not an image (415) or one it cannot use (422).
  documentErrors(app, [413, 415, 422], { writesOnly: true });
  const stylists = createStylistSettings(app.db).repository;
  await app.register(stylistImagesRoutes, { service: createStylistImagesService({ storage, stylists }) });
};
