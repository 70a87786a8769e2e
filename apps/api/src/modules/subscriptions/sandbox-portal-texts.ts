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
  /** D67: the plan is priced per active member; {count}: the members billed (more than one). */
  members: string;
  noSubscription: string;
  back: string;
  expired: string;
  /** Cancel at the period end, and its undo ({date}: the period's end). */
  cancelTitle: string;
  cancelHint: string;
  cancel: string;
  endsOn: string;
  endsNotice: string;
  resume: string;
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
    members: '× {count} members',
    noSubscription: 'You have no running subscription.',
    back: 'Back to Chairly',
    expired: 'This link has expired. Open the billing portal again from Chairly.',
    cancelTitle: 'Cancel plan',
    cancelHint: 'Your plan keeps working until {date} and is then not renewed.',
    cancel: 'Cancel plan',
    endsOn: 'Ends on',
    endsNotice: 'Your plan ends on {date}. Until then, everything keeps working.',
    resume: 'Resume plan',
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
    members: '× {count} Mitglieder',
    noSubscription: 'Sie haben kein laufendes Abonnement.',
    back: 'Zurück zu Chairly',
    expired: 'Dieser Link ist abgelaufen. Öffnen Sie das Abrechnungsportal erneut in Chairly.',
    cancelTitle: 'Tarif kündigen',
    cancelHint: 'Ihr Tarif läuft bis zum {date} weiter und wird dann nicht verlängert.',
    cancel: 'Tarif kündigen',
    endsOn: 'Endet am',
    endsNotice: 'Ihr Tarif endet am {date}. Bis dahin funktioniert alles wie gewohnt.',
    resume: 'Tarif fortsetzen',
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
    members: '× {count} membres',
    noSubscription: 'Vous n’avez pas d’abonnement en cours.',
    back: 'Retour à Chairly',
    expired: 'Ce lien a expiré. Rouvrez le portail de facturation depuis Chairly.',
    cancelTitle: 'Résilier la formule',
    cancelHint: 'Votre formule reste active jusqu’au {date}, puis n’est pas renouvelée.',
    cancel: 'Résilier la formule',
    endsOn: 'Prend fin le',
    endsNotice: 'Votre formule prend fin le {date}. D’ici là, tout continue de fonctionner.',
    resume: 'Reprendre la formule',
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
    members: '× {count} membros',
    noSubscription: 'Você não tem nenhuma assinatura em andamento.',
    back: 'Voltar ao Chairly',
    expired: 'Este link expirou. Abra novamente o portal de cobrança no Chairly.',
    cancelTitle: 'Cancelar plano',
    cancelHint: 'Seu plano continua funcionando até {date} e depois não é renovado.',
    cancel: 'Cancelar plano',
    endsOn: 'Termina em',
    endsNotice: 'Seu plano termina em {date}. Até lá, tudo continua funcionando.',
    resume: 'Retomar plano',
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
    members: '× {count} أعضاء',
    noSubscription: 'ليس لديك اشتراك جارٍ.',
    back: 'العودة إلى Chairly',
    expired: 'انتهت صلاحية هذا الرابط. افتح بوابة الفوترة مرة أخرى من Chairly.',
    cancelTitle: 'إلغاء الخطة',
    cancelHint: 'تبقى خطتك سارية حتى {date} ثم لا تُجدَّد.',
    cancel: 'إلغاء الخطة',
    endsOn: 'تنتهي في',
    endsNotice: 'تنتهي خطتك في {date}. حتى ذلك الحين يعمل كل شيء كالمعتاد.',
    resume: 'استئناف الخطة',
  },
};
