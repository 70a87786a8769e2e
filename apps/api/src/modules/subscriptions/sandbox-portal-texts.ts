import type { CheckoutLanguage } from './sandbox-checkout-texts';

/** The sandbox portal page's own words (served by the API, outside the SPA's i18n). */
type Texts = {
  title: string;
  plan: string;
  nextPayment: string;
  changePlan: string;
  switchTo: string;
  invoices: string;
  noInvoices: string;
  date: string;
  amount: string;
  perMonth: string;
  perYear: string;
  noSubscription: string;
  back: string;
  expired: string;
};

export const PORTAL_TEXTS: Record<CheckoutLanguage, Texts> = {
  en: {
    title: 'Sandbox billing portal',
    plan: 'Your plan',
    nextPayment: 'Next payment',
    changePlan: 'Change plan',
    switchTo: 'Switch',
    invoices: 'Invoices',
    noInvoices: 'No invoices yet.',
    date: 'Date',
    amount: 'Amount',
    perMonth: 'per month',
    perYear: 'per year',
    noSubscription: 'You have no running subscription.',
    back: 'Back to Chairly',
    expired: 'This link has expired. Open the billing portal again from Chairly.',
  },
  de: {
    title: 'Sandbox-Abrechnungsportal',
    plan: 'Ihr Tarif',
    nextPayment: 'Nächste Zahlung',
    changePlan: 'Tarif wechseln',
    switchTo: 'Wechseln',
    invoices: 'Rechnungen',
    noInvoices: 'Noch keine Rechnungen.',
    date: 'Datum',
    amount: 'Betrag',
    perMonth: 'pro Monat',
    perYear: 'pro Jahr',
    noSubscription: 'Sie haben kein laufendes Abonnement.',
    back: 'Zurück zu Chairly',
    expired: 'Dieser Link ist abgelaufen. Öffnen Sie das Abrechnungsportal erneut in Chairly.',
  },
  fr: {
    title: 'Portail de facturation sandbox',
    plan: 'Votre formule',
    nextPayment: 'Prochain paiement',
    changePlan: 'Changer de formule',
    switchTo: 'Choisir',
    invoices: 'Factures',
    noInvoices: 'Aucune facture pour l’instant.',
    date: 'Date',
    amount: 'Montant',
    perMonth: 'par mois',
    perYear: 'par an',
    noSubscription: 'Vous n’avez pas d’abonnement en cours.',
    back: 'Retour à Chairly',
    expired: 'Ce lien a expiré. Rouvrez le portail de facturation depuis Chairly.',
  },
  pt: {
    title: 'Portal de cobrança sandbox',
    plan: 'Seu plano',
    nextPayment: 'Próximo pagamento',
    changePlan: 'Mudar de plano',
    switchTo: 'Mudar',
    invoices: 'Faturas',
    noInvoices: 'Ainda não há faturas.',
    date: 'Data',
    amount: 'Valor',
    perMonth: 'por mês',
    perYear: 'por ano',
    noSubscription: 'Você não tem nenhuma assinatura em andamento.',
    back: 'Voltar ao Chairly',
    expired: 'Este link expirou. Abra novamente o portal de cobrança no Chairly.',
  },
  ar: {
    title: 'بوابة الفوترة التجريبية',
    plan: 'خطتك',
    nextPayment: 'الدفعة التالية',
    changePlan: 'تغيير الخطة',
    switchTo: 'التبديل',
    invoices: 'الفواتير',
    noInvoices: 'لا توجد فواتير بعد.',
    date: 'التاريخ',
    amount: 'المبلغ',
    perMonth: 'شهريًا',
    perYear: 'سنويًا',
    noSubscription: 'ليس لديك اشتراك جارٍ.',
    back: 'العودة إلى Chairly',
    expired: 'انتهت صلاحية هذا الرابط. افتح بوابة الفوترة مرة أخرى من Chairly.',
  },
};
