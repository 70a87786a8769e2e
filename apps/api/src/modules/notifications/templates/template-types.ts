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
};

export type KindTexts = { subject: (f: MessageFacts) => string; lines: (f: MessageFacts) => string[] };

export type LocaleTexts = {
  greeting: (name: string) => string;
  labels: { when: string; services: string; where: string; fromStylist: string };
  kinds: {
    'booking-confirmed': KindTexts;
    'booking-confirmed-stylist': KindTexts;
    'booking-cancelled': KindTexts;
    'booking-cancelled-stylist': KindTexts;
    'appointment-reminder': KindTexts;
    'appointment-moved': KindTexts;
    'appointment-moved-stylist': KindTexts;
    'review-request': KindTexts;
    'consultation-request': KindTexts;
    'fee-charged': KindTexts;
    'card-needs-action': KindTexts;
    'trial-ending': KindTexts;
  };
};
