import type { FastifyPluginAsync } from 'fastify';
import type { DeploymentCurrency } from '../../lib/stylist-currency';
import { createBookingContextRepository, createSiteStylist } from '../appointments-core/index';
import { createConsultationsRepository } from './consultations.repository';
import { consultationsRoutes } from './consultations.routes';
import { createConsultationsService } from './consultations.service';
import { documentErrors } from '../../plugins/openapi-errors';

export const consultationsModule: FastifyPluginAsync<DeploymentCurrency> = async (app, { defaultCurrency }) => {
  // Not a stylist's host: 404; the consultation rules: 422.
  documentErrors(app, [404, 422]);
  const context = createBookingContextRepository(app.db, defaultCurrency);
  const service = createConsultationsService({ context, repository: createConsultationsRepository(app.db) });
  await app.register(consultationsRoutes, { siteStylist: createSiteStylist(context, app.stylistChanges), service });
};
