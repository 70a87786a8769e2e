import { isE164, messageLocale, type MessageLocale } from '@chairly/shared';
import { buildMessage, formatWhen, type BuiltMessage } from './build-message';
import type { AppointmentContext, StylistContext } from './notification-context.repository';
import type { MessageFacts, TemplateKey } from './templates/index';

export type Audience = 'customer' | 'stylist';
/** Issue #34 (D68): who a notification job is for; a member is told of her own appointments. */
export type JobAudience = Audience | 'member';
export type Recipient = { email: string | null; phone: string | null; locale: MessageLocale; name: string };

/**
 * Who gets what over which channel, by the stylist's switches: e-mail with emailNotifications,
 * SMS with smsNotifications and a known phone in E.164. Payment and billing notices always go by e-mail
 * (the customer must act on them; the stylist's subscription depends on it). No e-mail at all goes
 * to an address its account has not confirmed (issue #31.10): it is dropped, SMS still goes. Pure.
 */
export function recipientOf(ctx: Pick<AppointmentContext, 'stylist' | 'customer'>, audience: Audience, options: { forceEmail?: boolean } = {}): Recipient | null {
  const s = ctx.stylist;
  const person = audience === 'customer' ? ctx.customer : { name: s.name, email: s.email, phone: s.phone, locale: s.locale, emailConfirmed: s.emailConfirmed };
  if (!person) return null;
  const email = (s.emailNotifications || options.forceEmail) && person.emailConfirmed && person.email.trim() ? person.email.trim() : null;
  // Numbers are stored in E.164 (issue #29.4), the only form SMS gateways take; an old one that
  // could not be migrated would only fail at the gateway, so it gets no SMS (e-mail still goes).
  const phone = s.smsNotifications && isE164(person.phone.trim()) ? person.phone.trim() : null;
  if (!email && !phone) return null;
  return { email, phone, locale: messageLocale(person.locale), name: person.name };
}

export function appointmentFacts(ctx: AppointmentContext, locale: MessageLocale, extra: Partial<MessageFacts> = {}): MessageFacts {
  return {
    businessName: ctx.stylist.businessName,
    stylistName: ctx.stylist.name,
    customerName: ctx.customer?.name ?? '',
    when: formatWhen(ctx.appointment.startsAt, locale, ctx.stylist.timeZone),
    services: ctx.appointment.services,
    address: ctx.stylist.address,
    // Issue #34 (D68): "with Dana" only when there is more than one to choose from.
    ...(ctx.member?.name.trim() && (ctx.activeMembers ?? 1) > 1 ? { member: ctx.member.name.trim() } : {}),
    ...extra,
  };
}

/** An appointment message for one audience; the stylist's text goes to customers only. */
export function appointmentMessage(ctx: AppointmentContext, template: TemplateKey, recipient: Recipient, extra: Partial<MessageFacts> = {}, withDetails = true): BuiltMessage {
  const toCustomer = !template.endsWith('-stylist');
  return buildMessage({
    template,
    locale: recipient.locale,
    recipientName: recipient.name,
    facts: appointmentFacts(ctx, recipient.locale, extra),
    withDetails,
    stylistText: toCustomer ? ctx.stylist.notificationsText : undefined,
  });
}

/**
 * Issue #34 (D68): a member other than the owner, told of her own appointments by e-mail (the
 * channel she has), in the business's language, under the business's e-mail switch. The owner
 * hears of hers as the stylist (recipientOf), an inactive member of nothing. Pure.
 */
export function memberRecipient(ctx: Pick<AppointmentContext, 'stylist' | 'member'>): Recipient | null {
  const member = ctx.member;
  if (!member || member.owner || !member.active || !ctx.stylist.emailNotifications || !member.email.trim()) return null;
  return { email: member.email.trim(), phone: null, locale: messageLocale(ctx.stylist.locale), name: member.name };
}

export function stylistRecipient(stylist: StylistContext, forceEmail = false): Recipient | null {
  return recipientOf({ stylist, customer: null }, 'stylist', { forceEmail });
}
