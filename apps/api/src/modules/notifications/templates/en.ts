import { depositLine, withMember, type LocaleTexts } from './template-types';

const w = (f: Parameters<typeof withMember>[0]) => withMember(f, 'with');

export const en: LocaleTexts = {
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  labels: { when: 'When', services: 'Services', where: 'Where', fromStylist: 'A note from your stylist', busy: 'Busy', appointmentAt: (business) => `Appointment at ${business}`, contact: { email: 'e-mail', phone: 'phone' }, roles: { manager: 'manager', staff: 'team member' } },
  kinds: {
    'booking-confirmed': {
      subject: (f) => `Your appointment${w(f)} at ${f.businessName} is confirmed`,
      lines: (f) => [`Your appointment${w(f)} at ${f.businessName} is confirmed.`, ...(f.deposit ? [`You paid a deposit of ${f.deposit}; it is deducted from the price at checkout.`] : []), 'The calendar file attached adds it to your calendar.'],
    },
    'series-confirmed': {
      subject: (f) => `Your appointments at ${f.businessName} are confirmed`,
      lines: (f) => [`${f.businessName} booked these appointments for you:`, ...(f.dates ?? []).map((d) => `– ${d}`), 'The calendar file attached adds them all to your calendar.'],
    },
    'series-cancelled': {
      subject: (f) => `Your appointments at ${f.businessName} are cancelled`,
      lines: (f) => [`${f.businessName} cancelled these appointments:`, ...(f.dates ?? []).map((d) => `– ${d}`), 'The calendar file attached removes them from your calendar.'],
    },
    'booking-confirmed-stylist': {
      subject: (f) => `New booking: ${f.customerName}, ${f.when}`,
      lines: (f) => [`${f.customerName} booked an appointment${w(f)}.`, ...(f.deposit ? [`Deposit paid: ${f.deposit}.`] : [])],
    },
    'booking-cancelled': {
      subject: (f) => `Your appointment${w(f)} at ${f.businessName} is cancelled`,
      lines: (f) => [f.cancelledBy === 'customer' ? `You cancelled your appointment${w(f)}.` : `${f.businessName} cancelled your appointment${w(f)}.`, ...depositLine(f, { refunded: (d) => `Your deposit of ${d} is refunded to your card.`, kept: (d) => `Your deposit of ${d} is kept under the cancellation policy.` })],
    },
    'booking-cancelled-stylist': {
      subject: (f) => `Appointment cancelled: ${f.customerName}, ${f.when}`,
      lines: (f) => [f.cancelledBy === 'customer' ? `${f.customerName} cancelled the appointment${w(f)}.` : 'You cancelled this appointment.', ...depositLine(f, { refunded: (d) => `The deposit of ${d} is refunded to the customer.`, kept: (d) => `The deposit of ${d} is kept.` })],
    },
    'appointment-reminder': {
      subject: (f) => `Reminder: your appointment${w(f)} at ${f.businessName}`,
      lines: (f) => [`This is a reminder of your appointment${w(f)} at ${f.businessName} in about ${f.hours} hours.`],
    },
    'appointment-moved': {
      subject: (f) => `Your appointment${w(f)} at ${f.businessName} is now on ${f.when}`,
      lines: (f) => [
        f.movedBy === 'customer' ? `You moved your appointment${w(f)} at ${f.businessName} to ${f.when}.` : `${f.businessName} moved your appointment${w(f)} to ${f.when}.`,
        `It was on ${f.previousWhen}.`,
        'The calendar file attached updates it in your calendar.',
      ],
    },
    'appointment-member-changed': {
      subject: (f) => `Your appointment at ${f.businessName} is now with ${f.member}`,
      lines: (f) => [`${f.businessName} has given your appointment on ${f.when} to ${f.member}. The time stays the same.`],
    },
    'appointment-moved-stylist': {
      subject: (f) => `Appointment moved: ${f.customerName}, ${f.when}`,
      lines: (f) => [`${f.customerName} moved the appointment${w(f)} from ${f.previousWhen} to ${f.when}.`],
    },
    'review-request': {
      subject: (f) => `How was your visit to ${f.businessName}?`,
      lines: (f) => [`Thank you for visiting ${f.businessName}. Please take a minute to review your appointment${w(f)}:`, f.reviewUrl ?? ''],
    },
    'consultation-request': {
      subject: (f) => `Consultation request from ${f.customerName}`,
      lines: (f) => [`${f.customerName} asks for a consultation about ${f.services}.`, `"${f.consultationMessage}"`, `Preferred contact: ${f.preferredContact} (${f.customerContact})`],
    },
    'fee-charged': {
      subject: (f) => `A fee of ${f.amount} was charged by ${f.businessName}`,
      lines: (f) => [`${f.businessName} charged a fee of ${f.amount} to your card ${f.card}.`],
    },
    'card-needs-action': {
      subject: (f) => `Your card needs your confirmation for ${f.businessName}`,
      lines: (f) => [`Your bank asks you to confirm a payment of ${f.amount} with your card ${f.card}.`, f.actionUrl ?? ''],
    },
    'trial-ending': {
      subject: () => 'Your Chairly trial is ending soon',
      lines: (f) => [`Your free trial ends on ${f.trialEnds}. Choose a plan to keep your calendar and bookings running.`],
    },
    'member-invitation': {
      subject: (f) => `${f.inviterName} invites you to join ${f.businessName} on Chairly`,
      lines: (f) => [
        `${f.inviterName} invites you to join the team of ${f.businessName} on Chairly as ${f.memberRole}.`,
        'Open this link to sign in or create your account and accept the invitation:',
        f.inviteUrl ?? '',
        `The link is valid until ${f.validUntil}. If you did not expect this invitation, you can ignore this e-mail.`,
      ],
    },
    'member-booked': {
      subject: (f) => `New appointment: ${f.customerName}, ${f.dates?.length ? f.dates[0] : f.when}`,
      lines: (f) => (f.dates?.length ? [`You have new appointments with ${f.customerName}:`, ...f.dates.map((d) => `– ${d}`)] : [`You have a new appointment with ${f.customerName}.`]),
    },
    'member-cancelled': {
      subject: (f) => `Appointment cancelled: ${f.customerName}, ${f.dates?.length ? f.dates[0] : f.when}`,
      lines: (f) =>
        f.dates?.length
          ? [`These appointments with ${f.customerName} are cancelled:`, ...f.dates.map((d) => `– ${d}`)]
          : [f.cancelledBy === 'customer' ? `${f.customerName} cancelled the appointment.` : `Your appointment with ${f.customerName} is cancelled.`],
    },
    'member-moved': {
      subject: (f) => `Appointment moved: ${f.customerName}, ${f.when}`,
      lines: (f) => [`Your appointment with ${f.customerName} moved from ${f.previousWhen} to ${f.when}.`],
    },
    'member-reassigned': {
      subject: (f) => `Appointment now with ${f.member}: ${f.customerName}, ${f.when}`,
      lines: (f) => [`Your appointment with ${f.customerName} on ${f.when} is now with ${f.member}. It is no longer in your calendar.`],
    },
    'waitlist-offer': {
      subject: (f) => `A time has opened up at ${f.businessName}`,
      lines: (f) => [`A time you are waiting for at ${f.businessName} is free: ${f.when}.`, 'Whoever books it first gets it. Book it here:', f.offerUrl ?? '', 'If it has gone by then, you stay on the waitlist.'],
    },
    'waitlist-offer-held': {
      subject: (f) => `${f.businessName} is holding ${f.when} for you`,
      lines: (f) => [`${f.businessName} is holding ${f.when} for you until ${f.holdUntil}.`, 'Confirm it here:', f.offerUrl ?? ''],
    },
  },
};
