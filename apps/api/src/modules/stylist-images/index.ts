import type { FastifyPluginAsync } from 'fastify';
import type { ObjectStorage } from '../../gateways/storage/index';
import { createStylistSettings } from '../stylist-settings/index';
import { stylistImagesRoutes } from './stylist-images.routes';
import { createStylistImagesService } from './stylist-images.service';

/** This instance's image-work limiter (its stats() are read by tests and diagnostics). */
export { imageWork, IMAGE_WORK_CONCURRENCY, IMAGE_WORK_QUEUE } from './image-work';
export { MAX_INPUT_PIXELS } from './image-processing';

export const stylistImagesModule: FastifyPluginAsync<{ storage: ObjectStorage }> = async (app, { storage }) => {
  const stylists = createStylistSettings(app.db).repository;
  await app.register(stylistImagesRoutes, { service: createStylistImagesService({ storage, stylists }) });
};
