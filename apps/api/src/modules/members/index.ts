import type { FastifyPluginAsync } from 'fastify';
import { createMembersRepository } from './members.repository';
import { membersRoutes } from './members.routes';
import { createMembersService } from './members.service';

/** For sign-in with an invitation (the auth module, issue #34): the hash the table keeps of a link's token. */
export { hashInvitationToken } from './members.service';
export { MEMBER_INVITATIONS_PER_HOUR } from './members.routes';

/** Issue #34 (D60): the business's team — members, invitations, the public list (docs/api.md "Team"). */
export const membersModule: FastifyPluginAsync = async (app) => {
  const service = createMembersService({ db: app.db, repository: createMembersRepository(app.db), sessions: app.revokedSessions });
  await app.register(membersRoutes, { service });
};
