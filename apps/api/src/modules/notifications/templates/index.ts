import type { MessageLocale } from '@chairly/shared';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { pt } from './pt';
import type { LocaleTexts } from './template-types';

export type { LocaleTexts, MessageFacts } from './template-types';
export type TemplateKey = keyof LocaleTexts['kinds'];

export const TEMPLATES: Record<MessageLocale, LocaleTexts> = { en, de, fr, pt, ar };

/** A calendar file's description of an appointment ("Appointment at …") in the reader's language. */
export function appointmentAtText(locale: MessageLocale, businessName: string): string {
  return TEMPLATES[locale].labels.appointmentAt(businessName);
}

/** Issue #31.11: the title of blocked time in the stylist's feed ("Busy"), in her language. */
export function busyText(locale: MessageLocale): string {
  return TEMPLATES[locale].labels.busy;
}
