import type { FastifyPluginAsync } from 'fastify';
import { createSiteStylist } from '../appointments-core/index';
import { createMemberServicesRepository } from './member-services.repository';
import { memberServicesRoutes } from './member-services.routes';
import { createMemberWeekTargets } from './member-week-target';
import { createMembersRepository } from './members.repository';
import { membersRoutes } from './members.routes';
import { createMembersService } from './members.service';

export { MEMBER_INVITATIONS_PER_HOUR } from './members.routes';

/** Issue #34 (D60): the business's team — members, invitations, the public list (docs/api.md "Team"). */
export const membersModule: FastifyPluginAsync = async (app) => {
  const repository = createMembersRepository(app.db);
  const service = createMembersService({ db: app.db, repository, sessions: app.revokedSessions });
  // The public page's business by its subdomain, kept until something of hers changes (D22), as its other reads do.
  const siteStylist = createSiteStylist({ stylistIdBySubdomain: (subdomain) => repository.stylistIdBySubdomain(subdomain) }, app.stylistChanges);
  await app.register(membersRoutes, { service, siteStylist });
  await app.register(memberServicesRoutes, { db: app.db, repository: createMemberServicesRepository(app.db), targets: createMemberWeekTargets(app.db) });
};
export { createMemberWeekTargets, type MemberWeekTargets, type WeekMember } from './member-week-target';
