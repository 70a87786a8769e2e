import type { FastifyPluginAsync } from 'fastify';
import { createIdentityAccounts } from '../../gateways/identity/account-deletion';
import type { DeploymentCurrency } from '../../lib/stylist-currency';
import { createBookingContextRepository, createSiteStylist } from '../appointments-core/index';
import { createErasureRepository } from './erasure.repository';
import { createErasureService } from './erasure.service';
import { createMyDataRepository } from './my-data.repository';
import { createMyDataService } from './my-data.service';
import { customerPrivacyRoutes, stylistPrivacyRoutes } from './privacy.routes';

export { ERASERS, type Eraser, type ErasureTarget } from './erasers.repository';

type Options = DeploymentCurrency & { identity: { issuer: string; adminSecret: string | undefined } };

/** Issue #32.2, D45: her data (Art. 15, 20) and erasure (Art. 17). */
export const privacyModule: FastifyPluginAsync<Options> = async (app, options) => {
  const identity = createIdentityAccounts({ ...options.identity, logger: app.log });
  const erasure = createErasureService({ repository: createErasureRepository(app.db), identity });
  const myData = createMyDataService({ repository: createMyDataRepository(app.db), defaultCurrency: options.defaultCurrency });
  const siteStylist = createSiteStylist(createBookingContextRepository(app.db, options.defaultCurrency), app.stylistChanges);
  await app.register(customerPrivacyRoutes, { siteStylist, myData, erasure });
  await app.register(stylistPrivacyRoutes, { erasure });
};
