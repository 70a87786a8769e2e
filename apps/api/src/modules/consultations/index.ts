import type { FastifyPluginAsync } from 'fastify';
import { createBookingContextRepository, createSiteStylist } from '../appointments-core/index';
import { createConsultationsRepository } from './consultations.repository';
import { consultationsRoutes } from './consultations.routes';
import { createConsultationsService } from './consultations.service';

export const consultationsModule: FastifyPluginAsync = async (app) => {
  const context = createBookingContextRepository(app.db);
  const service = createConsultationsService({ context, repository: createConsultationsRepository(app.db) });
  await app.register(consultationsRoutes, { siteStylist: createSiteStylist(context, app.stylistChanges), service });
};
