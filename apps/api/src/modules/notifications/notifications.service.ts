import { APP_SUBDOMAIN, formatTime, hostOrigin, messageLocale, type MessageLocale } from '@chairly/shared';
import { localDateOf, formatInZone } from '../availability/index';
import { buildMessage, formatDay, formatMoney, formatWhen } from './build-message';
import type { DeliveryService } from './delivery.service';
import type { NotificationEvent } from './events';
import { buildIcs, icsMethodOf, type CalendarEvent } from './ics';
import { appointmentMessage, memberRecipient, recipientOf, stylistRecipient, type Audience, type JobAudience } from './message-plans';
import type { AppointmentContext, NotificationContextRepository, StylistContext } from './notification-context.repository';
import { appointmentAtText, TEMPLATES } from './templates/index';
import type { ReviewLinks } from '../reviews/index';

export type PublicLinks = { protocol: string; baseDomain: string; port: number | null };
export type ReminderJob = { stylistId: number; appointmentId: number; startsAt: string };
export type ReviewJob = { stylistId: number; appointmentId: number };

type Deps = {
  context: NotificationContextRepository;
  delivery: Pick<DeliveryService, 'deliver'>;
  links: PublicLinks;
  trialNoticeDays: number;
  reviewLinks: ReviewLinks;
};

/** The job handlers' logic: load what the message needs, decide by the switches, deliver once. */
export function createNotificationsService({ context, delivery, links, trialNoticeDays, reviewLinks }: Deps) {
  async function appointmentEvent(event: Extract<NotificationEvent, { appointmentId: number }>, audience: Audience, jobId: string | null) {
    const ctx = await context.appointment(event.stylistId, event.appointmentId);
    if (!ctx) return;
    const payment = event.kind === 'payment.fee-charged' || event.kind === 'payment.card-needs-action';
    const recipient = recipientOf(ctx, audience, { forceEmail: payment });
    if (!recipient) return;
    const ref = payment ? `${event.appointmentId}:${event.chargeId}` : String(event.appointmentId);
    if (event.kind === 'appointment.booked') {
      const template = audience === 'customer' ? 'booking-confirmed' : 'booking-confirmed-stylist';
      const attachments = audience === 'customer' ? [icsAttachment(ctx, recipient.locale)] : undefined;
      const extra = ctx.deposit ? { deposit: formatMoney(ctx.deposit.cents, ctx.deposit.currency, recipient.locale), depositOutcome: 'paid' as const } : {};
      await delivery.deliver({ kind: template, ref, ...recipient, message: appointmentMessage(ctx, template, recipient, extra), attachments }, jobId);
    } else if (event.kind === 'appointment.cancelled') {
      const template = audience === 'customer' ? 'booking-cancelled' : 'booking-cancelled-stylist';
      const attachments = audience === 'customer' ? [icsAttachment(ctx, recipient.locale)] : undefined;
      // Issue #20: what became of a paid deposit, as decided with the cancellation.
      const deposit = ctx.deposit && event.deposit ? { deposit: formatMoney(ctx.deposit.cents, ctx.deposit.currency, recipient.locale), depositOutcome: event.deposit } : {};
      await delivery.deliver({ kind: template, ref, ...recipient, message: appointmentMessage(ctx, template, recipient, { cancelledBy: event.by, ...deposit }), attachments }, jobId);
    } else if (event.kind === 'appointment.rescheduled') {
      // Cancelled or moved again meanwhile: that change's own message says how things stand now.
      if (ctx.appointment.state !== 'booked' || ctx.appointment.sequence !== event.sequence) return;
      const template = audience === 'customer' ? 'appointment-moved' : 'appointment-moved-stylist';
      const extra = { movedBy: event.by, previousWhen: formatWhen(new Date(event.previousStartsAt), recipient.locale, ctx.stylist.timeZone) };
      const attachments = audience === 'customer' ? [icsAttachment(ctx, recipient.locale)] : undefined;
      const message = appointmentMessage(ctx, template, recipient, extra);
      await delivery.deliver({ kind: template, ref: `${event.appointmentId}@${event.sequence}`, ...recipient, message, attachments }, jobId);
    } else if (event.kind === 'appointment.reassigned') {
      // Issue #34 (D68): another change of member (or its cancellation) overtook this one; one active member: nobody to name.
      if (audience !== 'customer' || ctx.appointment.state !== 'booked' || ctx.member?.id !== event.toMemberId || (ctx.activeMembers ?? 1) < 2) return;
      const message = appointmentMessage(ctx, 'appointment-member-changed', recipient, { member: ctx.member.name.trim() });
      await delivery.deliver({ kind: 'appointment-member-changed', ref: `${event.appointmentId}:${event.toMemberId}@${event.at}`, ...recipient, message }, jobId);
    } else if (payment) {
      const template = event.kind === 'payment.fee-charged' ? 'fee-charged' : 'card-needs-action';
      const extra = {
        amount: formatMoney(event.amountCents, event.currency, recipient.locale),
        card: event.card ?? '',
        actionUrl: event.kind === 'payment.card-needs-action' ? (event.actionUrl ?? undefined) : undefined,
      };
      await delivery.deliver({ kind: template, ref, ...recipient, message: appointmentMessage(ctx, template, recipient, extra) }, jobId);
    }
  }

  /**
   * The appointment as it stands when the message is sent: same UID (its uuid) for its whole life,
   * its current SEQUENCE, METHOD:REQUEST while booked and CANCEL once cancelled, so the customer's
   * calendar updates or removes the one event, whichever message arrives last. Its description is
   * written in the recipient's language, like the message it goes with.
   */
  function icsAttachment(ctx: AppointmentContext, locale: MessageLocale) {
    const method = icsMethodOf(ctx.appointment.state);
    const content = buildIcs(calendarEvent(ctx, locale), { method });
    return { filename: 'appointment.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content };
  }

  function calendarEvent(ctx: AppointmentContext, locale: MessageLocale): CalendarEvent {
    return {
      uid: ctx.appointment.uuid,
      sequence: ctx.appointment.sequence,
      stamp: ctx.appointment.updatedAt,
      startsAt: ctx.appointment.startsAt,
      endsAt: ctx.appointment.endsAt,
      summary: ctx.appointment.services || ctx.stylist.businessName,
      location: ctx.stylist.address,
      description: appointmentAtText(locale, ctx.stylist.businessName),
      cancelled: ctx.appointment.state === 'cancelled',
      organizer: { name: ctx.stylist.businessName, email: ctx.stylist.email },
      attendee: ctx.customer ? { name: ctx.customer.name, email: ctx.customer.email } : undefined,
    };
  }

  /**
   * Issue #31.5: a series the stylist booked, or cancelled from one date on, in one message: every
   * date still in that state when it is sent, and one calendar file with an event per date (each
   * its own UID, as in every later message; REQUEST, or CANCEL to remove them).
   */
  /** A series event's appointments still in the state it reports (booked, or cancelled), in its order. */
  async function seriesAppointments(event: Extract<NotificationEvent, { kind: 'appointment.series-booked' | 'appointment.series-cancelled' }>) {
    const state = event.kind === 'appointment.series-cancelled' ? 'cancelled' : 'booked';
    const loaded = await Promise.all(event.appointmentIds.map((id) => context.appointment(event.stylistId, id)));
    return loaded.filter((ctx): ctx is AppointmentContext => ctx !== null && ctx.appointment.state === state);
  }

  async function seriesMessage(event: Extract<NotificationEvent, { kind: 'appointment.series-booked' | 'appointment.series-cancelled' }>, jobId: string | null) {
    const cancelled = event.kind === 'appointment.series-cancelled';
    const [template, method] = cancelled ? (['series-cancelled', 'CANCEL'] as const) : (['series-confirmed', 'REQUEST'] as const);
    const listed = await seriesAppointments(event);
    const first = listed[0];
    const recipient = first && recipientOf(first, 'customer');
    if (!first || !recipient) return;
    const dates = listed.map((ctx) => formatWhen(ctx.appointment.startsAt, recipient.locale, ctx.stylist.timeZone));
    const message = appointmentMessage(first, template, recipient, { when: '', dates });
    const content = buildIcs(listed.map((ctx) => calendarEvent(ctx, recipient.locale)), { method });
    const attachments = [{ filename: 'appointments.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content }];
    // A series may be cancelled from several dates on, at different times: each such message is its own.
    const ref = cancelled ? `series:${event.seriesId}@${event.appointmentIds[0]}` : `series:${event.seriesId}`;
    await delivery.deliver({ kind: template, ref, ...recipient, message, attachments }, jobId);
  }

  /**
   * Issue #34 (D68): a member other than the owner hears of her own new, cancelled and moved
   * appointments (a series in one message), by e-mail in the business's language. The relay plans
   * this job only for an appointment of such a member; it is checked again here, as things stand now.
   */
  async function memberEvent(event: NotificationEvent, jobId: string | null) {
    if (event.kind === 'appointment.series-booked' || event.kind === 'appointment.series-cancelled') return memberSeries(event, jobId);
    if (event.kind === 'appointment.reassigned') return memberReassigned(event, jobId);
    if (event.kind !== 'appointment.booked' && event.kind !== 'appointment.cancelled' && event.kind !== 'appointment.rescheduled') return;
    const ctx = await context.appointment(event.stylistId, event.appointmentId);
    const recipient = ctx && memberRecipient(ctx);
    if (!ctx || !recipient) return;
    const ref = `${event.appointmentId}:${ctx.member!.id}`;
    if (event.kind === 'appointment.booked') {
      await delivery.deliver({ kind: 'member-booked', ref, ...recipient, message: appointmentMessage(ctx, 'member-booked', recipient) }, jobId);
    } else if (event.kind === 'appointment.cancelled') {
      await delivery.deliver({ kind: 'member-cancelled', ref, ...recipient, message: appointmentMessage(ctx, 'member-cancelled', recipient, { cancelledBy: event.by }) }, jobId);
    } else {
      if (ctx.appointment.state !== 'booked' || ctx.appointment.sequence !== event.sequence) return;
      const previousWhen = formatWhen(new Date(event.previousStartsAt), recipient.locale, ctx.stylist.timeZone);
      const message = appointmentMessage(ctx, 'member-moved', recipient, { previousWhen });
      await delivery.deliver({ kind: 'member-moved', ref: `${ref}@${event.sequence}`, ...recipient, message }, jobId);
    }
  }

  /**
   * Issue #34 (D68): the stylist gave a booked appointment to another member: the one who has it now
   * hears of her new appointment, the one who had it that it is now with her colleague (each only as
   * a member other than the owner, active, and while no later change of member overtook this one).
   */
  async function memberReassigned(event: Extract<NotificationEvent, { kind: 'appointment.reassigned' }>, jobId: string | null) {
    const ctx = await context.appointment(event.stylistId, event.appointmentId);
    if (!ctx || ctx.appointment.state !== 'booked' || ctx.member?.id !== event.toMemberId) return;
    const ref = (memberId: number) => `${event.appointmentId}:${memberId}@${event.at}`;
    const taker = memberRecipient(ctx);
    if (taker) await delivery.deliver({ kind: 'member-booked', ref: ref(event.toMemberId), ...taker, message: appointmentMessage(ctx, 'member-booked', taker) }, jobId);
    const former = await context.member(event.stylistId, event.fromMemberId);
    const formerRecipient = former && memberRecipient({ stylist: ctx.stylist, member: former });
    if (!formerRecipient) return;
    const message = appointmentMessage(ctx, 'member-reassigned', formerRecipient, { member: ctx.member.name.trim() });
    await delivery.deliver({ kind: 'member-reassigned', ref: ref(event.fromMemberId), ...formerRecipient, message }, jobId);
  }

  async function memberSeries(event: Extract<NotificationEvent, { kind: 'appointment.series-booked' | 'appointment.series-cancelled' }>, jobId: string | null) {
    const cancelled = event.kind === 'appointment.series-cancelled';
    const listed = await seriesAppointments(event);
    const first = listed[0];
    const recipient = first && memberRecipient(first);
    if (!first || !recipient) return;
    const hers = listed.filter((ctx) => ctx.member?.id === first.member!.id);
    const dates = hers.map((ctx) => formatWhen(ctx.appointment.startsAt, recipient.locale, ctx.stylist.timeZone));
    const template = cancelled ? 'member-cancelled' : 'member-booked';
    const ref = `series:${event.seriesId}@${event.appointmentIds[0]}:${first.member!.id}`;
    await delivery.deliver({ kind: template, ref, ...recipient, message: appointmentMessage(first, template, recipient, { when: '', dates }) }, jobId);
  }

  return {
    async onEvent(event: NotificationEvent, audience: JobAudience, jobId: string | null): Promise<void> {
      if (audience === 'member') return memberEvent(event, jobId);
      if ('appointmentId' in event) return appointmentEvent(event, audience, jobId);
      if (event.kind === 'appointment.series-booked' || event.kind === 'appointment.series-cancelled') return seriesMessage(event, jobId);
      const stylist = await context.stylist(event.stylistId);
      if (!stylist) return;
      if (event.kind === 'consultation.requested') {
        const request = await context.consultation(event.stylistId, event.consultationId);
        const recipient = stylistRecipient(stylist);
        if (!request || !recipient) return;
        const message = buildMessage({
          template: 'consultation-request',
          locale: recipient.locale,
          recipientName: recipient.name,
          withDetails: false,
          facts: {
            businessName: stylist.businessName, stylistName: stylist.name, customerName: request.name, when: '', address: '',
            services: request.service ?? '—', consultationMessage: request.message, preferredContact: contactMethod(recipient.locale, request.preferred_contact),
            customerContact: request.preferred_contact === 'phone' ? request.phone : request.email,
          },
        });
        await delivery.deliver({ kind: 'consultation-request', ref: String(event.consultationId), ...recipient, message }, jobId);
        return;
      }
      if (event.kind === 'waitlist.offered') return waitlistOffer(event.stylistId, event.offerId, jobId);
      if (event.kind === 'member.invited') return memberInvitation(stylist, event, jobId);
      if (event.kind === 'subscription.trial-ending') await trialEnding(event.stylistId, new Date(event.trialEndsAt), jobId);
    },

    /** Skips a stale reminder: cancelled, moved (another job carries the new start), or switched off meanwhile. */
    async remind(job: ReminderJob, jobId: string | null): Promise<void> {
      const ctx = await context.appointment(job.stylistId, job.appointmentId);
      if (!ctx || ctx.appointment.state !== 'booked' || ctx.appointment.startsAt.getTime() !== new Date(job.startsAt).getTime()) return;
      if (!ctx.stylist.appointmentReminder) return;
      const recipient = recipientOf(ctx, 'customer');
      if (!recipient) return;
      const message = appointmentMessage(ctx, 'appointment-reminder', recipient, { hours: ctx.stylist.appointmentReminderHours });
      const ref = `${job.appointmentId}@${ctx.appointment.startsAt.toISOString()}`;
      await delivery.deliver({ kind: 'appointment-reminder', ref, ...recipient, message, attachments: [icsAttachment(ctx, recipient.locale)] }, jobId);
    },

    async requestReview(job: ReviewJob, jobId: string | null): Promise<void> {
      const ctx = await context.appointment(job.stylistId, job.appointmentId);
      if (!ctx || ctx.appointment.state !== 'completed' || !ctx.stylist.reviewRequestNotifications || !ctx.stylist.subdomain) return;
      const recipient = recipientOf(ctx, 'customer');
      if (!recipient) return;
      // Issue #28.4: the link's single-use token is what proves the review comes from the customer
      // (the uuid alone does not: the stylist reads it everywhere). A retry that finds every
      // channel sent already drops the token it made, so only tokens that went out stay valid.
      const token = await reviewLinks.issue(job.stylistId, job.appointmentId);
      const reviewUrl = `${hostOrigin(ctx.stylist.subdomain, links)}/appointment/${ctx.appointment.uuid}/review?token=${token}`;
      const message = appointmentMessage(ctx, 'review-request', recipient, { reviewUrl }, false);
      const sent = await delivery.deliver({ kind: 'review-request', ref: String(job.appointmentId), ...recipient, message }, jobId);
      if (sent.length === 0) await reviewLinks.discard(token);
    },

    /** Daily: every trial ending within the notice period, once per trial end. */
    async checkTrials(jobId: string | null): Promise<void> {
      for (const trial of await context.trialsEndingWithin(trialNoticeDays)) await trialEnding(trial.stylistId, trial.trialEndsAt, jobId);
    },
  };

  /**
   * Issue 21: the offered time, with a link that opens the booking flow on it (a freed time: whoever
   * holds it first gets it) or on the stylist's hold in her name (she confirms it). Once per offer;
   * nothing when the entry stopped waiting or the stylist's hold is gone meanwhile.
   */
  async function waitlistOffer(stylistId: number, offerId: number, jobId: string | null) {
    const ctx = await context.waitlistOffer(stylistId, offerId);
    if (!ctx || ctx.offer.entryState !== 'waiting' || !ctx.stylist.subdomain) return;
    const { hold } = ctx.offer;
    if (hold && (hold.state !== 'held' || !hold.expiresAt)) return;
    const recipient = recipientOf(ctx, 'customer');
    if (!recipient) return;
    const origin = hostOrigin(ctx.stylist.subdomain, links);
    const zone = ctx.stylist.timeZone;
    const at = ctx.offer.startsAt.getTime();
    const offerUrl = hold
      ? `${origin}/services/waitlist/offer?hold=${hold.uuid}`
      : `${origin}/services/waitlist/offer?services=${ctx.offer.serviceIds.join(',')}&date=${localDateOf(at, zone)}&time=${formatInZone(at, zone).slice(11, 16)}${ctx.offer.memberId === null ? '' : `&member=${ctx.offer.memberId}`}`;
    const template = hold ? 'waitlist-offer-held' : 'waitlist-offer';
    const message = buildMessage({
      template,
      locale: recipient.locale,
      recipientName: recipient.name,
      withDetails: true,
      stylistText: ctx.stylist.notificationsText,
      facts: {
        businessName: ctx.stylist.businessName,
        stylistName: ctx.stylist.name,
        customerName: ctx.customer.name,
        when: formatWhen(ctx.offer.startsAt, recipient.locale, zone),
        services: ctx.offer.services,
        address: ctx.stylist.address,
        offerUrl,
        holdUntil: hold?.expiresAt ? formatTime(hold.expiresAt, recipient.locale, zone) : undefined,
      },
    });
    await delivery.deliver({ kind: template, ref: String(offerId), ...recipient, message }, jobId);
  }

  /**
   * Issue #34: the invitation to the invited address, in the business's language, naming the
   * business and who invited, with the link on the app host. Always by e-mail (she has no other
   * channel yet), once per invitation; a replaced or withdrawn one is not sent.
   */
  async function memberInvitation(stylist: StylistContext, event: Extract<NotificationEvent, { kind: 'member.invited' }>, jobId: string | null) {
    const invitation = await context.memberInvitation(event.stylistId, event.invitationId);
    if (!invitation) return;
    const locale = messageLocale(stylist.locale);
    const message = buildMessage({
      template: 'member-invitation',
      locale,
      recipientName: '',
      withDetails: false,
      facts: {
        businessName: stylist.businessName, stylistName: stylist.name, customerName: '', when: '', services: '', address: '',
        inviterName: invitation.inviterName || stylist.name || stylist.businessName,
        memberRole: TEMPLATES[locale].labels.roles[invitation.role],
        inviteUrl: `${hostOrigin(APP_SUBDOMAIN, links)}/invitation/${event.token}`,
        validUntil: formatWhen(invitation.expiresAt, locale, stylist.timeZone),
      },
    });
    await delivery.deliver({ kind: 'member-invitation', ref: String(event.invitationId), email: invitation.email, phone: null, message }, jobId);
  }

  async function trialEnding(stylistId: number, trialEndsAt: Date, jobId: string | null) {
    const stylist = await context.stylist(stylistId);
    const recipient = stylist && stylistRecipient(stylist, true);
    if (!stylist || !recipient) return;
    const locale = messageLocale(stylist.locale);
    const message = buildMessage({
      template: 'trial-ending',
      locale,
      recipientName: recipient.name,
      withDetails: false,
      facts: { businessName: stylist.businessName, stylistName: stylist.name, customerName: '', when: '', services: '', address: '', trialEnds: formatDay(trialEndsAt, locale, stylist.timeZone) },
    });
    await delivery.deliver({ kind: 'trial-ending', ref: `${stylistId}@${trialEndsAt.toISOString()}`, ...recipient, phone: null, message }, jobId);
  }
}

/** The customer's preferred contact ('email' | 'phone', a database value) in the stylist's language. */
function contactMethod(locale: MessageLocale, method: string): string {
  return method === 'email' || method === 'phone' ? TEMPLATES[locale].labels.contact[method] : method;
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
