import { bookingRulesRequestSchema, bookingRulesViewSchema, closuresSchema, memberQuerySchema, type BookingRulesView } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stylistOf } from '../../plugins/auth';
import type { SiteStylistResolver } from '../stylist-settings/index';
import { rulesInEffect, type Availability } from '../availability/index';
import type { MemberWeekTargets, WeekMember } from '../members/index';
import type { BookingRulesRepository } from './booking-rules.repository';

type Options = {
  closures: Pick<Availability, 'bookingRules' | 'closures'>;
  siteStylist: SiteStylistResolver;
  targets: MemberWeekTargets;
  rules: BookingRulesRepository;
};

/** Issue 18: her booking rules as they apply, and the public page's upcoming closures. */
export const closuresRoutes: FastifyPluginAsyncZod<Options> = async (app, { closures, siteStylist, targets, rules }) => {
  const stylist = { onRequest: app.requireStylist };

  /**
   * The owner's rules are the business's (hers, else the server's defaults), as before members. A
   * member's (D63): hers, else the business's in effect, which her view answers as `defaults`.
   */
  async function view(stylistId: number, member: WeekMember): Promise<BookingRulesView> {
    const business = await closures.bookingRules(stylistId);
    if (member.role === 'owner') return business;
    const { defaults: _server, ...inEffect } = business;
    return { ...rulesInEffect(await rules.memberRules(stylistId, member.memberId), inEffect), defaults: inEffect };
  }

  app.get(
    '/api/booking_rules',
    {
      ...stylist,
      schema: {
        tags: ['settings'],
        summary:
          "A member's booking rules as they apply (`member`, else the caller's own) and what she falls back on (`defaults`: the server's for the owner, the business's for a member); staff read only their own (403)",
        querystring: memberQuerySchema,
        response: { 200: bookingRulesViewSchema },
      },
    },
    async (request) => view(stylistOf(request).stylistId, await targets.member(request, request.query.member)),
  );
  app.put(
    '/api/booking_rules',
    {
      ...stylist,
      schema: {
        tags: ['settings'],
        summary:
          "Set a member's booking rules (`member`, else the caller's own; null = her fallback). The owner's are the business's; owners and managers change anyone's, staff their own (403 otherwise)",
        querystring: memberQuerySchema,
        body: bookingRulesRequestSchema,
        response: { 200: bookingRulesViewSchema },
      },
    },
    async (request) => {
      const { stylistId } = stylistOf(request);
      const member = await targets.member(request, request.query.member);
      await rules.save(stylistId, member.role === 'owner' ? null : member.memberId, request.body);
      return view(stylistId, member);
    },
  );
  app.get(
    '/api/public/closures',
    { schema: { tags: ['public'], summary: 'Upcoming closed stretches of the stylist of this subdomain', response: { 200: closuresSchema } } },
    async (request) => closures.closures(await siteStylist(request)),
  );
};
