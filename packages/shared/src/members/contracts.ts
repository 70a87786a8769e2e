import { z } from 'zod';
import { MEMBER_ROLES } from '../constants';
import { hydraCollectionSchema } from '../hydra';
export { invitationTokenSchema } from './invitation-token';
import { messageToken } from '../validation/message-token';
import { zEmail, zRequired } from '../validation/zod-helpers';

/**
 * Issue #34 (D60): the members of a business (the owner and the staff she invites). The owner's row
 * mirrors the stylist account; a member's role says what she may do (docs/api.md "Team").
 */
export const memberRoleEnum = z.enum(MEMBER_ROLES, { error: messageToken('member_role') });
/** The roles an invitation may give: there is one owner, the stylist account itself. */
export const INVITED_ROLES = ['manager', 'staff'] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];
export const invitedRoleSchema = z.enum(INVITED_ROLES, { error: messageToken('member_role') });

export const MAX_MEMBER_NAME_LENGTH = 120;
export const MAX_MEMBER_POSITION = 1000;

export const memberSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Member'),
  id: z.number().int(),
  name: z.string(),
  role: memberRoleEnum,
  active: z.boolean(),
  photo: z.string().nullable(),
  email: z.string(),
  /** Offered on the public booking page. */
  takesOnlineBookings: z.boolean(),
  /** Staff may read the whole team's calendar. */
  seesTeamCalendar: z.boolean(),
  /** Order on the public page and in the calendar (then id). */
  position: z.number().int(),
  /** Issue #34 stage 2 (D63): she performs every service (else only those of GET /api/members/{id}/services). */
  allServices: z.boolean(),
  /** Her own booking rules; null = the business's (then the server's default). */
  minNoticeMinutes: z.number().int().nullable(),
  horizonDays: z.number().int().nullable(),
  slotStepMinutes: z.number().int().nullable(),
});
export type Member = z.infer<typeof memberSchema>;
export const memberListSchema = hydraCollectionSchema(memberSchema);
export type MemberList = z.infer<typeof memberListSchema>;

/** POST /api/members/invitations. */
export const createInvitationRequestSchema = z.strictObject({ email: zEmail(), role: invitedRoleSchema });
export type CreateInvitationRequest = z.infer<typeof createInvitationRequestSchema>;

/** An open invitation (GET /api/members/invitations; POST answers it without `createdAt`). */
export const memberInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: invitedRoleSchema,
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type MemberInvitation = z.infer<typeof memberInvitationSchema>;
export const createdInvitationSchema = memberInvitationSchema.omit({ createdAt: true });
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;
export const memberInvitationListSchema = hydraCollectionSchema(memberInvitationSchema);
export type MemberInvitationList = z.infer<typeof memberInvitationListSchema>;

/**
 * PATCH /api/members/{id}: the owner changes any of these (not her own role or activity); a member
 * herself only her name and photo.
 */
export const memberPatchRequestSchema = z
  .strictObject({
    name: zRequired({ field: 'Name' }).max(MAX_MEMBER_NAME_LENGTH, messageToken('between', { _field_: 'Name', min: 1, max: MAX_MEMBER_NAME_LENGTH })).optional(),
    photo: z.string().trim().max(500, messageToken('url')).nullable().optional(),
    role: memberRoleEnum.optional(),
    active: z.boolean().optional(),
    takesOnlineBookings: z.boolean().optional(),
    seesTeamCalendar: z.boolean().optional(),
    position: z
      .number({ error: messageToken('integer', { _field_: 'Position' }) })
      .int(messageToken('integer', { _field_: 'Position' }))
      .min(0, messageToken('between', { _field_: 'Position', min: 0, max: MAX_MEMBER_POSITION }))
      .max(MAX_MEMBER_POSITION, messageToken('between', { _field_: 'Position', min: 0, max: MAX_MEMBER_POSITION }))
      .optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type MemberPatchRequest = z.infer<typeof memberPatchRequestSchema>;

/** GET /api/member-invitations/{token}: what the invitation page shows before sign-in. */
export const invitationLookupSchema = z.object({
  businessName: z.string(),
  subdomain: z.string().nullable(),
  email: z.string(),
  role: invitedRoleSchema,
  expiresAt: z.string(),
  inviterName: z.string(),
});
export type InvitationLookup = z.infer<typeof invitationLookupSchema>;

/** GET /api/public/members: who takes online bookings (no e-mail, no role). */
export const publicMemberSchema = z.object({ '@id': z.string(), '@type': z.literal('Member'), id: z.number().int(), name: z.string(), photo: z.string().nullable() });
export type PublicMember = z.infer<typeof publicMemberSchema>;
export const publicMemberListSchema = hydraCollectionSchema(publicMemberSchema);
export type PublicMemberList = z.infer<typeof publicMemberListSchema>;
