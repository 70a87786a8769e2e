import { z } from 'zod';
import { hydraCollectionSchema } from '../hydra';
import { messageToken } from '../validation/message-token';
import { zInteger } from '../validation/zod-helpers';

/**
 * Issue #34 stage 2 (D63): whose week a settings call reads or writes. `?member={id}` names a member
 * of the business; without it, the caller's own member (the owner for the owner: today's answers).
 * Owners and managers may name any member, staff only herself.
 */
const memberId = z.coerce
  .number({ error: messageToken('integer', { _field_: 'Member' }) })
  .int(messageToken('integer', { _field_: 'Member' }))
  .positive(messageToken('integer', { _field_: 'Member' }))
  .max(Number.MAX_SAFE_INTEGER, messageToken('integer', { _field_: 'Member' }));

export const memberQuerySchema = z.object({ member: memberId.optional() });
export type MemberQuery = z.infer<typeof memberQuerySchema>;

/** Special days: `salon` = the salon's days (every member's; the default for owners and managers), or a member's own. */
export const memberOrSalonSchema = z.union([z.literal('salon'), memberId]);
/** GET /api/blocked_times: `all` = every member's (owners, managers, staff who see the team's calendar). */
export const memberOrAllSchema = z.union([z.literal('all'), memberId]);

export const MEMBER_SERVICE_DURATION = { min: 5, max: 720 } as const;
/** A business has far fewer services; the bound keeps a body small. */
export const MAX_MEMBER_SERVICES = 500;

/** GET/PUT /api/members/{id}/services: one service of the business as she performs it. */
export const memberServiceSchema = z.object({
  serviceId: z.number().int(),
  name: z.string(),
  /** She performs it (every service when `allServices`; else those with a row). */
  performs: z.boolean(),
  /** The service's own duration and price (what she takes unless she has her own). */
  durationMinutes: z.number().int(),
  priceCents: z.number().int(),
  /** Her own (null: the service's); hers = own ?? the service's. */
  ownDurationMinutes: z.number().int().nullable(),
  ownPriceCents: z.number().int().nullable(),
});
export type MemberService = z.infer<typeof memberServiceSchema>;
export const memberServiceListSchema = hydraCollectionSchema(memberServiceSchema).extend({ allServices: z.boolean() });
export type MemberServiceList = z.infer<typeof memberServiceListSchema>;

const ownDuration = zInteger({ field: 'Duration', ...MEMBER_SERVICE_DURATION }).nullable().optional();
const ownPrice = z
  .number({ error: messageToken('price') })
  .int(messageToken('integer', { _field_: 'Price' }))
  .positive(messageToken('price'))
  .max(100_000_000, messageToken('price'))
  .nullable()
  .optional();

/**
 * PUT /api/members/{id}/services. `allServices` true: she performs every service and the rows only
 * give her own duration or price; false: she performs only the services listed. Null (or left out)
 * = the service's own.
 */
export const memberServicesRequestSchema = z
  .strictObject({
    allServices: z.boolean(),
    services: z
      .array(z.strictObject({ serviceId: z.number().int().positive(), durationMinutes: ownDuration, priceCents: ownPrice }))
      .max(MAX_MEMBER_SERVICES),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.services.forEach((row, index) => {
      if (seen.has(row.serviceId)) ctx.addIssue({ code: 'custom', path: ['services', index, 'serviceId'], message: messageToken('member_service_twice') });
      seen.add(row.serviceId);
    });
  });
export type MemberServicesRequest = z.infer<typeof memberServicesRequestSchema>;
