import type { FastifyPluginAsync } from 'fastify';
import { createTimeZonesRepository } from './time-zones.repository';
import { timeZonesRoutes } from './time-zones.routes';
import { createTimeZonesService } from './time-zones.service';

export const timeZonesModule: FastifyPluginAsync = async (app) => {
  await app.register(timeZonesRoutes, { service: createTimeZonesService(createTimeZonesRepository(app.db), app.stylistChanges) });
};
