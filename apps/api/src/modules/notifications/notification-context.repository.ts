import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The stylist's side of every message: contact, language, switches and their own text. */
export type StylistContext = {
  stylistId: number;
  email: string;
  name: string;
  businessName: string;
  phone: string;
  address: string;
  subdomain: string | null;
  locale: string;
  timeZone: string;
  emailNotifications: boolean;
  smsNotifications: boolean;
  reviewRequestNotifications: boolean;
  appointmentReminder: boolean;
  appointmentReminderHours: number;
  notificationsText: string;
  /** Issue #31.10: false while her account has not confirmed its e-mail address (no e-mail to it). */
  emailConfirmed: boolean;
};

/** `emailConfirmed`: false while her account has not confirmed its address; a customer without an account counts as confirmed. */
export type CustomerContext = { name: string; email: string; phone: string; locale: string; emailConfirmed: boolean };

export type AppointmentContext = {
  stylist: StylistContext;
  customer: CustomerContext | null;
  /** Issue #20: the paid deposit (succeeded), or null. */
  deposit?: { cents: number; currency: string } | null;
  /** `updatedAt`: its last change, the DTSTAMP of its calendar files. */
  appointment: { id: number; uuid: string; state: string; startsAt: Date; endsAt: Date; services: string; sequence: number; updatedAt: Date };
  /**
   * Issue #34 (D68): the member the appointment is with, and how many active members the business
   * has (more than one: customers' messages name her). `owner`: she is the business's owner, who
   * hears of her appointments as the stylist, not as a member.
   */
  member?: { id: number; name: string; email: string; owner: boolean; active: boolean } | null;
  activeMembers?: number;
};

/** Issue 21: a waitlist offer's message. */
export type WaitlistOfferContext = {
  stylist: StylistContext;
  customer: CustomerContext;
  offer: {
    id: number;
    startsAt: Date;
    entryState: string;
    serviceIds: number[];
    /** Issue #34: the member the entry waits for (null: anyone). */
    memberId: number | null;
    services: string;
    /** The stylist's own offer: her hold in the customer's name. */
    hold: { uuid: string; state: string; expiresAt: Date | null } | null;
  };
};

const STYLIST_COLUMNS = sql`
  s.id AS stylist_id, s.email AS stylist_email, btrim(s.name || ' ' || s.lastname) AS stylist_name,
  COALESCE(NULLIF(s.business_name, ''), btrim(s.name || ' ' || s.lastname)) AS business_name, s.business_phone,
  concat_ws(', ', NULLIF(s.address, ''), NULLIF(btrim(s.post_code || ' ' || s.city), '')) AS address, s.subdomain,
  s.locale AS stylist_locale, COALESCE(tz.name, 'UTC') AS time_zone, s.email_notifications, s.sms_notifications,
  s.review_request_notifications, s.appointment_reminder, s.appointment_reminder_hours, s.notifications_text,
  s.email_verified AS stylist_email_verified`;

type StylistRow = Record<string, unknown>;

function toStylist(r: StylistRow): StylistContext {
  return {
    stylistId: Number(r.stylist_id),
    email: String(r.stylist_email ?? ''),
    name: String(r.stylist_name ?? ''),
    businessName: String(r.business_name ?? ''),
    phone: String(r.business_phone ?? ''),
    address: String(r.address ?? ''),
    subdomain: (r.subdomain as string | null) ?? null,
    locale: String(r.stylist_locale ?? 'en'),
    timeZone: String(r.time_zone),
    emailNotifications: Boolean(r.email_notifications),
    smsNotifications: Boolean(r.sms_notifications),
    reviewRequestNotifications: Boolean(r.review_request_notifications),
    appointmentReminder: Boolean(r.appointment_reminder),
    appointmentReminderHours: Number(r.appointment_reminder_hours),
    notificationsText: String(r.notifications_text ?? ''),
    emailConfirmed: r.stylist_email_verified !== false,
  };
}

/** Issue #34: an open invitation to join a business. */
export type MemberInvitationContext = { email: string; role: 'manager' | 'staff'; expiresAt: Date; inviterName: string };

/** Read-only look-ups for building messages (the worker's side). */
export function createNotificationContextRepository(db: Db) {
  return {
    async stylist(stylistId: number): Promise<StylistContext | null> {
      const { rows } = await db.execute<StylistRow>(sql`
        SELECT ${STYLIST_COLUMNS} FROM stylists s LEFT JOIN time_zones tz ON tz.id = s.time_zone_id WHERE s.id = ${stylistId}`);
      return rows[0] ? toStylist(rows[0]) : null;
    },

    /**
     * Issue #34: an invitation to join the business while it is still open (not replaced, withdrawn,
     * accepted or expired), with the business and the name of who invited.
     */
    async memberInvitation(stylistId: number, invitationId: number): Promise<MemberInvitationContext | null> {
      const { rows } = await db.execute<{ email: string; role: 'manager' | 'staff'; expires_at: string | Date; inviter_name: string | null }>(sql`
        SELECT i.email, i.role, i.expires_at, m.name AS inviter_name
        FROM member_invitations i LEFT JOIN members m ON m.id = i.invited_by
        WHERE i.stylist_id = ${stylistId} AND i.id = ${invitationId} AND i.accepted_at IS NULL AND i.expires_at > now()`);
      const row = rows[0];
      if (!row) return null;
      const expiresAt = row.expires_at instanceof Date ? row.expires_at : new Date(row.expires_at);
      return { email: row.email, role: row.role, expiresAt, inviterName: row.inviter_name ?? '' };
    },

    /** Issue #34 (D68): one member of the business as a member's message needs her (null: not of this business). */
    async member(stylistId: number, memberId: number): Promise<NonNullable<AppointmentContext['member']> | null> {
      const { rows } = await db.execute<{ id: string; name: string; email: string; role: string; active: boolean }>(sql`
        SELECT id, name, email, role, active FROM members WHERE stylist_id = ${stylistId} AND id = ${memberId}`);
      const r = rows[0];
      return r ? { id: Number(r.id), name: r.name, email: r.email, owner: r.role === 'owner', active: r.active } : null;
    },

    async appointment(stylistId: number, appointmentId: number): Promise<AppointmentContext | null> {
      const { rows } = await db.execute<StylistRow>(sql`
        SELECT ${STYLIST_COLUMNS}, a.id, a.uuid, a.state, a.starts_at, a.ends_at, a.sequence, a.updated_at,
          c.id AS customer_id, btrim(c.name || ' ' || c.last_name) AS customer_name, c.email AS customer_email,
          c.phone AS customer_phone, COALESCE(ca.locale, 'en') AS customer_locale, COALESCE(ca.email_verified, true) AS customer_email_verified,
          (SELECT string_agg(x.name, ', ' ORDER BY x.position) FROM appointment_services x WHERE x.appointment_id = a.id) AS services,
          d.amount_cents AS deposit_cents, d.currency AS deposit_currency,
          m.id AS member_id, m.name AS member_name, m.email AS member_email, m.role AS member_role, m.active AS member_active,
          (SELECT count(*) FROM members am WHERE am.stylist_id = a.stylist_id AND am.active) AS active_members
        FROM appointments a LEFT JOIN members m ON m.id = a.member_id JOIN stylists s ON s.id = a.stylist_id LEFT JOIN time_zones tz ON tz.id = s.time_zone_id
          LEFT JOIN customers c ON c.id = a.customer_id LEFT JOIN customer_accounts ca ON ca.id = c.customer_account_id
          LEFT JOIN payment_charges d ON d.appointment_id = a.id AND d.kind = 'deposit' AND d.status = 'succeeded'
        WHERE a.stylist_id = ${stylistId} AND a.id = ${appointmentId}`);
      const r = rows[0];
      if (!r) return null;
      return {
        stylist: toStylist(r),
        customer: r.customer_id == null ? null : {
          name: String(r.customer_name ?? ''),
          email: String(r.customer_email ?? ''),
          phone: String(r.customer_phone ?? ''),
          locale: String(r.customer_locale),
          emailConfirmed: r.customer_email_verified !== false,
        },
        deposit: r.deposit_cents == null ? null : { cents: Number(r.deposit_cents), currency: String(r.deposit_currency) },
        member: r.member_id == null ? null : {
          id: Number(r.member_id),
          name: String(r.member_name ?? ''),
          email: String(r.member_email ?? ''),
          owner: r.member_role === 'owner',
          active: r.member_active === true,
        },
        activeMembers: Number(r.active_members ?? 1),
        appointment: {
          id: Number(r.id),
          uuid: String(r.uuid),
          state: String(r.state),
          startsAt: new Date(r.starts_at as string),
          endsAt: new Date(r.ends_at as string),
          services: String(r.services ?? ''),
          sequence: Number(r.sequence ?? 0),
          updatedAt: new Date(r.updated_at as string),
        },
      };
    },

    /** Issue 21: a time offered to a waitlist entry, with who waits (and the stylist's hold, when she made one). */
    async waitlistOffer(stylistId: number, offerId: number): Promise<WaitlistOfferContext | null> {
      const { rows } = await db.execute<StylistRow>(sql`
        SELECT ${STYLIST_COLUMNS}, o.id AS offer_id, o.starts_at, e.state AS entry_state, e.service_ids, e.member_id AS entry_member_id, e.id AS entry_id,
          btrim(c.name || ' ' || c.last_name) AS customer_name, c.email AS customer_email, c.phone AS customer_phone, COALESCE(ca.locale, 'en') AS customer_locale, COALESCE(ca.email_verified, true) AS customer_email_verified,
          (SELECT string_agg(sv.name, ', ' ORDER BY u.n) FROM unnest(e.service_ids) WITH ORDINALITY AS u(service_id, n) JOIN services sv ON sv.id = u.service_id) AS services,
          a.uuid AS hold_uuid, a.state AS hold_state, a.hold_expires_at
        FROM waitlist_offers o JOIN waitlist_entries e ON e.id = o.entry_id JOIN stylists s ON s.id = o.stylist_id
          LEFT JOIN time_zones tz ON tz.id = s.time_zone_id JOIN customers c ON c.id = e.customer_id
          LEFT JOIN customer_accounts ca ON ca.id = c.customer_account_id LEFT JOIN appointments a ON a.id = o.appointment_id
        WHERE o.stylist_id = ${stylistId} AND o.id = ${offerId}`);
      const r = rows[0];
      if (!r) return null;
      return {
        stylist: toStylist(r),
        customer: {
          name: String(r.customer_name ?? ''),
          email: String(r.customer_email ?? ''),
          phone: String(r.customer_phone ?? ''),
          locale: String(r.customer_locale),
          emailConfirmed: r.customer_email_verified !== false,
        },
        offer: {
          id: Number(r.offer_id),
          startsAt: new Date(r.starts_at as string),
          entryState: String(r.entry_state),
          serviceIds: (r.service_ids as (string | number)[]).map(Number),
          memberId: r.entry_member_id == null ? null : Number(r.entry_member_id),
          services: String(r.services ?? ''),
          hold: r.hold_uuid == null ? null : { uuid: String(r.hold_uuid), state: String(r.hold_state), expiresAt: r.hold_expires_at == null ? null : new Date(r.hold_expires_at as string) },
        },
      };
    },

    async consultation(stylistId: number, consultationId: number) {
      const { rows } = await db.execute<{ message: string; preferred_contact: string; name: string; email: string; phone: string; service: string | null }>(sql`
        SELECT q.message, q.preferred_contact, btrim(c.name || ' ' || c.last_name) AS name, c.email, c.phone, sv.name AS service
        FROM consultation_requests q JOIN customers c ON c.id = q.customer_id LEFT JOIN services sv ON sv.id = q.service_id
        WHERE q.stylist_id = ${stylistId} AND q.id = ${consultationId}`);
      return rows[0] ?? null;
    },

    /** Trialing subscriptions whose trial ends within the next `days` days (daily check). */
    async trialsEndingWithin(days: number): Promise<{ stylistId: number; trialEndsAt: Date }[]> {
      const { rows } = await db.execute<{ stylist_id: string; trial_ends_at: string }>(sql`
        SELECT stylist_id, trial_ends_at FROM subscriptions
        WHERE status = 'trialing' AND trial_ends_at > now() AND trial_ends_at <= now() + make_interval(days => ${days})`);
      return rows.map((r) => ({ stylistId: Number(r.stylist_id), trialEndsAt: new Date(r.trial_ends_at) }));
    },
  };
}
export type NotificationContextRepository = ReturnType<typeof createNotificationContextRepository>;
