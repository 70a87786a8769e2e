import {
  createdInvitationSchema,
  createInvitationRequestSchema,
  invitationTokenSchema,
  invitationLookupSchema,
  memberInvitationListSchema,
  memberListSchema,
  memberPatchRequestSchema,
  memberSchema,
  publicMemberListSchema,
} from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf, stylistOf } from '../../plugins/auth';
import type { SiteStylist } from '../appointments-core/index';
import type { MembersService } from './members.service';

const tags = ['members'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Invitations a business may send an hour: enough for a salon's whole team at once, too few to use
 * Chairly to mail strangers. Counted per business, whatever each call answers.
 */
export const MEMBER_INVITATIONS_PER_HOUR = 50;

/** Issue #34 (D60): the Team — members, invitations, and the invitation page's look-up (docs/api.md "Team"). */
export const membersRoutes: FastifyPluginAsyncZod<{ service: MembersService; siteStylist: SiteStylist }> = async (app, { service, siteStylist }) => {
  const owner = app.requireMemberRole('owner');
  const invitationAttempts = app.limitAttempts({
    name: 'member-invitation',
    max: MEMBER_INVITATIONS_PER_HOUR,
    timeWindowMs: 60 * 60 * 1000,
    keys: (request) => [`stylist:${stylistOf(request).stylistId}`],
    message: (seconds) => `Too many invitations (at most ${MEMBER_INVITATIONS_PER_HOUR} an hour). Try again in ${Math.ceil(seconds / 60)} min.`,
  });

  app.get(
    '/api/members',
    { onRequest: app.requireStylist, schema: { tags, summary: "The business's members, the owner first, then by position and id (any member may read it)", response: { 200: memberListSchema } } },
    async (request) => service.list(stylistOf(request).stylistId),
  );

  app.get(
    '/api/members/invitations',
    { onRequest: [app.requireStylist, owner], schema: { tags, summary: 'Open invitations (not accepted, not expired), newest first (owner)', response: { 200: memberInvitationListSchema } } },
    async (request) => service.invitations(stylistOf(request).stylistId),
  );

  app.post(
    '/api/members/invitations',
    {
      onRequest: [app.requireStylist, owner, invitationAttempts],
      schema: {
        tags,
        summary:
          'Invite an address as manager or staff (owner): e-mails a link valid 7 days and replaces the open invitation of that address; 409 when the address is a member already; 429 after too many',
        body: createInvitationRequestSchema,
        response: { 201: createdInvitationSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.invite(stylistOf(request).stylistId, memberOf(request), request.body)),
  );

  app.delete(
    '/api/members/invitations/:id',
    { onRequest: [app.requireStylist, owner], schema: { tags, summary: 'Withdraw an open invitation: its link stops working (owner)', params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.revokeInvitation(stylistOf(request).stylistId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/api/members/:id',
    {
      onRequest: app.requireStylist,
      schema: {
        tags,
        summary:
          "Change a member (owner; a member herself: only name and photo). The owner's role and access do not change (409); deactivating a member with held or booked appointments ahead answers 409 with `futureAppointments`; deactivating ends her sessions",
        params: idParams,
        body: memberPatchRequestSchema,
        response: { 200: memberSchema },
      },
    },
    async (request) => service.patch(stylistOf(request).stylistId, memberOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/member-invitations/:token',
    {
      schema: {
        tags,
        summary: 'The invitation page before sign-in: business, invited address, role, inviter and expiry; 404 unknown or withdrawn, 410 expired or used',
        params: z.object({ token: invitationTokenSchema }),
        response: { 200: invitationLookupSchema },
      },
    },
    async (request, reply) => {
      // It names the invited address: no shared cache keeps it (the link is the credential).
      reply.header('cache-control', 'private, no-store');
      return service.lookup(request.params.token);
    },
  );

  app.get(
    '/api/public/members',
    {
      schema: {
        tags: ['public'],
        summary: "Members of the request's business who take online bookings, in the team's order (name and photo only)",
        response: { 200: publicMemberListSchema },
      },
    },
    async (request) => service.publicList(await siteStylist(request.site)),
  );
};
