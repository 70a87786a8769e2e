import { randomBytes } from 'node:crypto';
import {
  AppError,
  MEMBER_INVITATION_TTL_DAYS,
  type CreateInvitationRequest,
  type CreatedInvitation,
  type InvitationLookup,
  type Member,
  type MemberInvitationList,
  type MemberList,
  type MemberPatchRequest,
  type PublicMemberList,
} from '@chairly/shared';
import type { Db } from '../../db/client';
import type { RevokedSessions } from '../../db/revoked-sessions';
import { retryingConflicts, stylistWriteTransaction } from '../../db/transactions';
import { hydraCollection } from '../../lib/hydra';
import type { MemberAuth } from '../../plugins/auth';
import { roleForbidden } from '../../plugins/auth';
import { hashRefreshToken, revokeMemberSessions } from '../auth/index';
import { enqueueNotification } from '../notifications/index';
import type { InvitationRow, MemberChanges, MemberRow, MembersRepository } from './members.repository';

const DAY_MS = 86_400_000;

/**
 * The link's random token (43 URL-safe characters). The table keeps its SHA-256, hashed as a refresh
 * token is, so the sign-in that accepts it (auth.service.ts) finds it with the same function.
 */
const hashInvitationToken = hashRefreshToken;
const newInvitationToken = () => randomBytes(32).toString('base64url');

/** What a member may change of her own row; the rest is the owner's to change. */
const OWN_FIELDS = new Set<keyof MemberPatchRequest>(['name', 'photo']);

/** 409 for deactivating a member with appointments ahead; the answer also says how many. */
const futureAppointmentsAhead = (futureAppointments: number) =>
  new AppError('CONFLICT', 'Reassign or cancel her future appointments first.', undefined, 'member_future_appointments', { futureAppointments });

const notFound = () => new AppError('NOT_FOUND', 'Member not found');
const ownerFixed = (what: string) => new AppError('CONFLICT', what, undefined, 'owner_unchangeable');

function toMember(row: MemberRow): Member {
  return {
    '@id': `/api/members/${row.id}`,
    '@type': 'Member',
    id: row.id,
    name: row.name,
    role: row.role,
    active: row.active,
    photo: row.photo,
    email: row.email,
    takesOnlineBookings: row.takesOnlineBookings,
    seesTeamCalendar: row.seesTeamCalendar,
    position: row.position,
    allServices: row.allServices,
    minNoticeMinutes: row.minNoticeMinutes,
    horizonDays: row.horizonDays,
    slotStepMinutes: row.slotStepMinutes,
  };
}

const toInvitation = (row: InvitationRow) => ({ id: row.id, email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString(), createdAt: row.createdAt.toISOString() });

/**
 * The owner's rules for a change (the route lets only the owner or the member herself through):
 * the owner's row is the stylist account, so its role, activity, name and photo do not change here
 * (her name and photo are her profile's); there is one owner, so nobody becomes one.
 */
function checkOwnerChange(target: MemberRow, changes: MemberPatchRequest) {
  if (target.role === 'owner') {
    if ((changes.role !== undefined && changes.role !== 'owner') || changes.active === false) throw ownerFixed("The owner's role and access cannot change.");
    if (changes.name !== undefined || changes.photo !== undefined) throw ownerFixed("The owner's name and photo are those of her profile: change them there.");
  } else if (changes.role === 'owner') {
    throw ownerFixed('A business has one owner: her account.');
  }
}

type Deps = { db: Db; repository: MembersRepository; sessions: Pick<RevokedSessions, 'revoked'> | null; now?: () => Date };

/** D60: the members of a business, their invitations and the rules of who may change what. */
export function createMembersService({ db, repository, sessions, now = () => new Date() }: Deps) {
  return {
    async list(stylistId: number): Promise<MemberList> {
      const rows = await repository.list(stylistId);
      return hydraCollection({ context: '/api/contexts/Member', id: '/api/members', members: rows.map(toMember), total: rows.length });
    },

    async invitations(stylistId: number): Promise<MemberInvitationList> {
      const rows = await repository.openInvitations(stylistId);
      return hydraCollection({ context: '/api/contexts/MemberInvitation', id: '/api/members/invitations', members: rows.map(toInvitation), total: rows.length });
    },

    /**
     * One open invitation per address: a new one replaces it (its link stops working). The e-mail
     * with the link is written to the outbox in the same transaction, so it goes exactly when the
     * invitation exists.
     */
    async invite(stylistId: number, actor: MemberAuth, request: CreateInvitationRequest): Promise<CreatedInvitation> {
      const token = newInvitationToken();
      const expiresAt = new Date(now().getTime() + MEMBER_INVITATION_TTL_DAYS * DAY_MS);
      const row = await retryingConflicts(() =>
        db.transaction(async (tx) => {
          await repository.lockInvitations(tx, stylistId);
          if (await repository.isMemberAddress(tx, stylistId, request.email)) {
            throw new AppError('CONFLICT', 'This address already belongs to a member of the team.', undefined, 'member_exists');
          }
          const invitedBy = actor.memberId ?? (await repository.ownerId(stylistId, tx));
          const created = await repository.replaceInvitation(tx, { stylistId, email: request.email, role: request.role, tokenHash: hashInvitationToken(token), invitedBy, expiresAt });
          await enqueueNotification(tx, { kind: 'member.invited', stylistId, invitationId: created.id, token });
          return created;
        }),
      );
      const { createdAt: _createdAt, ...created } = toInvitation(row);
      return created;
    },

    async revokeInvitation(stylistId: number, id: number): Promise<void> {
      if (!(await repository.revokeInvitation(stylistId, id))) throw new AppError('NOT_FOUND', 'Invitation not found');
    },

    /** The invitation page's look-up (no sign-in): unknown → 404; used or expired → 410. */
    async lookup(token: string): Promise<InvitationLookup> {
      const row = await repository.invitationByTokenHash(hashInvitationToken(token));
      if (!row) throw new AppError('NOT_FOUND', 'This invitation does not exist or was withdrawn.', undefined, 'invitation_not_found');
      if (row.acceptedAt !== null) throw new AppError('GONE', 'This invitation has been used already.', undefined, 'invitation_expired');
      if (row.expiresAt.getTime() <= now().getTime()) throw new AppError('GONE', 'This invitation has expired: ask for a new one.', undefined, 'invitation_expired');
      return { businessName: row.businessName, subdomain: row.subdomain, email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString(), inviterName: row.inviterName };
    },

    /**
     * The owner changes a member's fields; a member herself only her name and photo (else 403).
     * Deactivating waits until no booking of hers lies ahead (409 with how many), and ends her
     * sessions at once, as does narrowing a manager to staff. Runs under the business's appointment lock, so no booking of hers slips in
     * between the count and the change.
     */
    async patch(stylistId: number, actor: MemberAuth, id: number, changes: MemberPatchRequest): Promise<Member> {
      const ownerActing = actor.role === 'owner';
      if (!ownerActing) {
        const herself = actor.memberId === id;
        if (!herself || Object.keys(changes).some((key) => !OWN_FIELDS.has(key as keyof MemberPatchRequest))) throw roleForbidden();
      }
      // Her sessions end when she is deactivated or her role narrowed (her token names her role).
      let endSessions = false;
      const updated = await stylistWriteTransaction(db, stylistId, async (tx) => {
        const target = await repository.lockMember(tx, stylistId, id);
        if (!target) throw notFound();
        checkOwnerChange(target, changes);
        if (changes.active === false && target.active) {
          const future = await repository.futureAppointments(tx, stylistId, id);
          if (future > 0) throw futureAppointmentsAhead(future);
          endSessions = true;
        }
        // Her API token names her role for up to two hours: a manager made staff signs in again.
        if (changes.role === 'staff' && target.role === 'manager') endSessions = true;
        return repository.update(tx, stylistId, id, changes as MemberChanges);
      });
      // After the commit: a refresh in between fails anyway (it reads her row, inactive now).
      if (endSessions) await revokeMemberSessions(db, sessions, id);
      return toMember(updated);
    },

    /** The public page's members: active ones who take online bookings (no e-mail, no role). */
    async publicList(stylistId: number): Promise<PublicMemberList> {
      const rows = await repository.listBookable(stylistId);
      const members = rows.map((row) => ({ '@id': `/api/members/${row.id}`, '@type': 'Member' as const, id: row.id, name: row.name, photo: row.photo }));
      return hydraCollection({ context: '/api/contexts/Member', id: '/api/public/members', members, total: members.length });
    },
  };
}
export type MembersService = ReturnType<typeof createMembersService>;
