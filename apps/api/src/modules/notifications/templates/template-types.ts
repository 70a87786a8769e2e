/** What a message can say; each kind uses the fields it needs. Dates are already formatted for the recipient. */
export type MessageFacts = {
  businessName: string;
  customerName: string;
  stylistName: string;
  when: string;
  services: string;
  address: string;
  cancelledBy?: 'customer' | 'stylist';
  /** A reschedule: who moved it, and the time it had before (formatted). */
  movedBy?: 'customer' | 'stylist';
  previousWhen?: string;
  hours?: number;
  reviewUrl?: string;
  amount?: string;
  card?: string;
  actionUrl?: string;
  consultationMessage?: string;
  preferredContact?: string;
  customerContact?: string;
  trialEnds?: string;
  /** Issue #20: the paid deposit (formatted) and what became of it. */
  deposit?: string;
  depositOutcome?: 'paid' | 'refunded' | 'kept';
  /** Issue 21: the link that opens the booking flow on the offered time; the stylist's hold lasts until (formatted). */
  offerUrl?: string;
  holdUntil?: string;
  /** Issue #31.5: every date of a repeated series (formatted), one line each (confirmed or cancelled). */
  dates?: string[];
  /** Issue #34: an invitation to join the business: who invited, as what (the role in the message's words), its link and until when (formatted). */
  inviterName?: string;
  memberRole?: string;
  inviteUrl?: string;
  validUntil?: string;
  /**
   * Issue #34 (D68): the member the appointment is with, set only when the business has more than one
   * active member (a one-member business's messages stay word for word as before).
   */
  member?: string;
};

export type KindTexts = { subject: (f: MessageFacts) => string; lines: (f: MessageFacts) => string[] };

export type LocaleTexts = {
  greeting: (name: string) => string;
  labels: {
    when: string;
    services: string;
    where: string;
    fromStylist: string;
    /** The calendar file's description of the event ("Appointment at …"), in the recipient's language. */
    appointmentAt: (business: string) => string;
    /** The title of blocked time in the stylist's calendar feed (its note stays private). */
    busy: string;
    /** A consultation request's preferred way to be contacted. */
    contact: { email: string; phone: string };
    /** Issue #34: the roles an invitation gives, as the invitation's sentence names them. */
    roles: { manager: string; staff: string };
  };
  kinds: {
    'booking-confirmed': KindTexts;
    'series-confirmed': KindTexts;
    /** Issue #31.5: occurrences of a series the stylist cancelled together, one message listing them. */
    'series-cancelled': KindTexts;
    'booking-confirmed-stylist': KindTexts;
    'booking-cancelled': KindTexts;
    'booking-cancelled-stylist': KindTexts;
    'appointment-reminder': KindTexts;
    'appointment-moved': KindTexts;
    /** Issue #34 (D68): to the customer, her appointment given to another member at the same time (`member`: who has it now). */
    'appointment-member-changed': KindTexts;
    'appointment-moved-stylist': KindTexts;
    'review-request': KindTexts;
    'consultation-request': KindTexts;
    'fee-charged': KindTexts;
    'card-needs-action': KindTexts;
    'trial-ending': KindTexts;
    'waitlist-offer': KindTexts;
    'waitlist-offer-held': KindTexts;
    /** Issue #34: an invitation to join a business's team (to the invited address). */
    'member-invitation': KindTexts;
    /** Issue #34 (D68): a member (not the owner) told of her own new, cancelled and moved appointments; `dates` lists a series. */
    'member-booked': KindTexts;
    'member-cancelled': KindTexts;
    'member-moved': KindTexts;
    /** Issue #34 (D68): to the member who had an appointment the stylist gave to a colleague (`member`: who has it now). */
    'member-reassigned': KindTexts;
  };
};

/** Issue #20: the sentence about a cancelled booking's deposit, when one was paid. */
export function depositLine(f: MessageFacts, say: { refunded: (amount: string) => string; kept: (amount: string) => string }): string[] {
  if (!f.deposit || (f.depositOutcome !== 'refunded' && f.depositOutcome !== 'kept')) return [];
  return [say[f.depositOutcome](f.deposit)];
}

/** Issue #34 (D68): " with Dana" after the word for the appointment, or nothing (one member: the text as before). */
export function withMember(f: MessageFacts, word: string): string {
  return f.member ? ` ${word} ${f.member}` : '';
}
