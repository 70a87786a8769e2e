import type { MemberRole } from '@chairly/shared';
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberInvitations, members, stylists } from '../../db/schema/index';

/** Who signs in on the stylist side (issue #34, D60): a member, with her business's id and subdomain. */
export type MemberIdentity = {
  id: number;
  stylistId: number;
  authSubject: string;
  role: MemberRole;
  active: boolean;
  subdomain: string | null;
};

/** The person an invitation is accepted for: her ID token's subject, address and name. */
export type Invitee = { authSubject: string; email: string; name: string };

/** What accepting an invitation came to; anything but `member` created nothing. */
export type Acceptance =
  | { outcome: 'member'; member: MemberIdentity }
  | { outcome: 'unknown' }
  | { outcome: 'gone' }
  | { outcome: 'other-address' }
  | { outcome: 'taken' };

const MEMBER_IDENTITY = {
  id: members.id,
  stylistId: members.stylistId,
  authSubject: members.authSubject,
  role: members.role,
  active: members.active,
  subdomain: stylists.subdomain,
};

export type MembersRepository = ReturnType<typeof createMembersRepository>;

/** The sign-in side of members: found by subject or id, made by accepting an invitation. */
export function createMembersRepository(db: Db) {
  const memberWhere = (where: SQL, executor: Pick<Db, 'select'> = db) =>
    executor.select(MEMBER_IDENTITY).from(members).innerJoin(stylists, eq(stylists.id, members.stylistId)).where(where);

  return {
    async findBySubject(authSubject: string): Promise<MemberIdentity | undefined> {
      const [row] = await memberWhere(eq(members.authSubject, authSubject));
      return row;
    },

    async findById(id: number): Promise<MemberIdentity | undefined> {
      const [row] = await memberWhere(eq(members.id, id));
      return row;
    },

    /**
     * Accepts the invitation whose link token hashes to `tokenHash`, in one transaction: its row lock
     * queues concurrent accepts, so one member is made and the invitation spent once. The person who
     * accepted it presenting it again (a second tab, a double submit) simply gets her membership back.
     */
    async accept(tokenHash: string, invitee: Invitee, now: Date): Promise<Acceptance> {
      return db.transaction(async (tx): Promise<Acceptance> => {
        const [invitation] = await tx.select().from(memberInvitations).where(eq(memberInvitations.tokenHash, tokenHash)).for('update');
        if (!invitation) return { outcome: 'unknown' };
        if (invitation.acceptedAt) {
          const [mine] = invitation.memberId === null ? [] : await memberWhere(eq(members.id, invitation.memberId), tx);
          return mine && mine.authSubject === invitee.authSubject ? { outcome: 'member', member: mine } : { outcome: 'gone' };
        }
        if (invitation.expiresAt.getTime() <= now.getTime()) return { outcome: 'gone' };
        if (invitation.email.trim().toLowerCase() !== invitee.email.trim().toLowerCase()) return { outcome: 'other-address' };
        // One business per person (auth_subject unique) and one member per address in a business: a
        // conflict on either makes nothing.
        const [created] = await tx
          .insert(members)
          .values({ stylistId: invitation.stylistId, authSubject: invitee.authSubject, email: invitation.email, name: invitee.name, role: invitation.role })
          .onConflictDoNothing()
          .returning({ id: members.id });
        if (!created) return { outcome: 'taken' };
        await tx
          .update(memberInvitations)
          .set({ acceptedAt: now, memberId: created.id })
          .where(eq(memberInvitations.id, invitation.id));
        const [member] = await memberWhere(eq(members.id, created.id), tx);
        if (!member) throw new Error('member vanished right after its creation');
        return { outcome: 'member', member };
      });
    },
  };
}
