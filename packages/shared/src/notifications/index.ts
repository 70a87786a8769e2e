/** Languages messages are written in; anything else falls back to English. */
export const MESSAGE_LOCALES = ['en', 'de', 'fr', 'pt', 'ar'] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

export function messageLocale(value: string | null | undefined): MessageLocale {
  const base = (value ?? '').trim().toLowerCase().slice(0, 2);
  return (MESSAGE_LOCALES as readonly string[]).includes(base) ? (base as MessageLocale) : 'en';
}

/** Every message the product sends; each has templates in all five languages. */
export const MESSAGE_KINDS = [
  'booking-confirmed',
  'booking-cancelled',
  'appointment-reminder',
  'review-request',
  'consultation-request',
  'fee-charged',
  'card-needs-action',
  'trial-ending',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
