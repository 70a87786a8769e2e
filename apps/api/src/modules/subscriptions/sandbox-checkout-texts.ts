import { negotiateLanguage, supportedLanguage } from '@chairly/shared';

/** The sandbox checkout page's own words (it is served by the API, outside the SPA's i18n). */
export const CHECKOUT_LANGUAGES = ['en', 'de', 'fr', 'pt', 'ar'] as const;
export type CheckoutLanguage = (typeof CHECKOUT_LANGUAGES)[number];

type Texts = {
  title: string;
  notice: string;
  plan: string;
  price: string;
  discount: string;
  total: string;
  perMonth: string;
  perYear: string;
  subscribe: string;
  cancel: string;
  closed: string;
  codeUnavailable: string;
};

export const CHECKOUT_TEXTS: Record<CheckoutLanguage, Texts> = {
  en: {
    title: 'Sandbox checkout',
    notice: 'Test mode: no card is charged.',
    plan: 'Plan',
    price: 'Price',
    discount: 'Discount',
    total: 'Total',
    perMonth: 'per month',
    perYear: 'per year',
    subscribe: 'Subscribe',
    cancel: 'Cancel',
    closed: 'This checkout is no longer open.',
    codeUnavailable: 'This discount code can no longer be used. Cancel and start again.',
  },
  de: {
    title: 'Sandbox-Kasse',
    notice: 'Testmodus: Es wird keine Karte belastet.',
    plan: 'Tarif',
    price: 'Preis',
    discount: 'Rabatt',
    total: 'Gesamt',
    perMonth: 'pro Monat',
    perYear: 'pro Jahr',
    subscribe: 'Abonnieren',
    cancel: 'Abbrechen',
    closed: 'Dieser Bezahlvorgang ist nicht mehr offen.',
    codeUnavailable: 'Dieser Rabattcode kann nicht mehr verwendet werden. Brechen Sie ab und beginnen Sie neu.',
  },
  fr: {
    title: 'Paiement sandbox',
    notice: 'Mode test : aucune carte n’est débitée.',
    plan: 'Formule',
    price: 'Prix',
    discount: 'Remise',
    total: 'Total',
    perMonth: 'par mois',
    perYear: 'par an',
    subscribe: 'S’abonner',
    cancel: 'Annuler',
    closed: 'Ce paiement n’est plus ouvert.',
    codeUnavailable: 'Ce code de réduction ne peut plus être utilisé. Annulez et recommencez.',
  },
  pt: {
    title: 'Checkout sandbox',
    notice: 'Modo de teste: nenhum cartão é cobrado.',
    plan: 'Plano',
    price: 'Preço',
    discount: 'Desconto',
    total: 'Total',
    perMonth: 'por mês',
    perYear: 'por ano',
    subscribe: 'Assinar',
    cancel: 'Cancelar',
    closed: 'Este checkout já não está aberto.',
    codeUnavailable: 'Este código de desconto já não pode ser usado. Cancele e comece de novo.',
  },
  ar: {
    title: 'الدفع التجريبي',
    notice: 'وضع الاختبار: لا تُخصم أي مبالغ من البطاقة.',
    plan: 'الخطة',
    price: 'السعر',
    discount: 'الخصم',
    total: 'الإجمالي',
    perMonth: 'شهريًا',
    perYear: 'سنويًا',
    subscribe: 'اشترك',
    cancel: 'إلغاء',
    closed: 'عملية الدفع هذه لم تعد مفتوحة.',
    codeUnavailable: 'لم يعد من الممكن استخدام رمز الخصم هذا. ألغِ وابدأ من جديد.',
  },
};

/** `lang` query parameter first (`pt-BR` → pt), then the Accept-Language negotiation, else English. */
export function pickLanguage(lang: string | undefined, acceptLanguage: string | undefined): CheckoutLanguage {
  return supportedLanguage(lang, CHECKOUT_LANGUAGES) ?? negotiateLanguage(acceptLanguage, CHECKOUT_LANGUAGES, 'en');
}
