import type { FastifyPluginAsync } from 'fastify';
import type { ObjectStorage } from '../../gateways/storage/index';
import { createStylistSettings } from '../stylist-settings/index';
import { stylistImagesRoutes } from './stylist-images.routes';
import { createStylistImagesService } from './stylist-images.service';

export const stylistImagesModule: FastifyPluginAsync<{ storage: ObjectStorage }> = async (app, { storage }) => {
  const stylists = createStylistSettings(app.db).repository;
  await app.register(stylistImagesRoutes, { service: createStylistImagesService({ storage, stylists }) });
};
