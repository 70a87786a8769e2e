import type { Locale } from '@chairly/shared';

export type SandboxText = {
  title: string;
  heading: string;
  intro: string;
  account: string;
  complete: string;
  leave: string;
  expiredHeading: string;
  expired: string;
  back: string;
  /** Issue #20: the authentication page of a card that asks for it (4000 0025 0000 3155). */
  authTitle: string;
  authIntro: string;
  authAmount: string;
  authComplete: string;
  authFail: string;
  authDoneHeading: string;
  authDone: string;
};

/** The sandbox's hosted pages speak the app's five languages. */
export const SANDBOX_TEXT: Record<Locale, SandboxText> = {
  en: {
    title: 'Sandbox payment account',
    heading: 'Complete onboarding',
    intro:
      'This is the sandbox payment provider: no real money moves. Complete onboarding to enable card charges on this account, or leave it incomplete to return without enabling them.',
    account: 'Account',
    complete: 'Complete onboarding',
    leave: 'Leave incomplete',
    expiredHeading: 'Link expired',
    expired:
      'This onboarding link has expired or was already used. Start again from your payment settings.',
    back: 'Back to Chairly',
    authTitle: 'Sandbox card authentication',
    authIntro:
      'This is the sandbox payment provider: no real money moves. Your bank asks you to confirm this payment, as 3-D Secure would. Complete it to pay, or fail it to see what happens when a customer cannot authenticate.',
    authAmount: 'Amount',
    authComplete: 'Complete authentication',
    authFail: 'Fail authentication',
    authDoneHeading: 'Nothing to authenticate',
    authDone: 'This payment is not waiting for authentication (it was already completed or failed).',
  },
  de: {
    title: 'Sandbox-Zahlungskonto',
    heading: 'Einrichtung abschließen',
    intro:
      'Dies ist der Sandbox-Zahlungsanbieter: Es wird kein echtes Geld bewegt. Schließen Sie die Einrichtung ab, um Kartenzahlungen für dieses Konto zu aktivieren, oder lassen Sie sie unvollständig, um ohne Aktivierung zurückzukehren.',
    account: 'Konto',
    complete: 'Einrichtung abschließen',
    leave: 'Unvollständig lassen',
    expiredHeading: 'Link abgelaufen',
    expired:
      'Dieser Einrichtungslink ist abgelaufen oder wurde bereits verwendet. Beginnen Sie erneut in Ihren Zahlungseinstellungen.',
    back: 'Zurück zu Chairly',
    authTitle: 'Sandbox-Kartenauthentifizierung',
    authIntro:
      'Dies ist der Sandbox-Zahlungsanbieter: Es wird kein echtes Geld bewegt. Ihre Bank bittet Sie, diese Zahlung zu bestätigen, wie bei 3-D Secure. Schließen Sie die Authentifizierung ab, um zu bezahlen, oder lassen Sie sie scheitern, um zu sehen, was passiert, wenn sich ein Kunde nicht authentifizieren kann.',
    authAmount: 'Betrag',
    authComplete: 'Authentifizierung abschließen',
    authFail: 'Authentifizierung scheitern lassen',
    authDoneHeading: 'Nichts zu authentifizieren',
    authDone: 'Diese Zahlung wartet nicht auf eine Authentifizierung (sie wurde bereits abgeschlossen oder ist gescheitert).',
  },
  fr: {
    title: 'Compte de paiement sandbox',
    heading: "Terminer l'inscription",
    intro:
      "Ceci est le prestataire de paiement sandbox : aucun argent réel n'est transféré. Terminez l'inscription pour activer les paiements par carte sur ce compte, ou laissez-la incomplète pour revenir sans les activer.",
    account: 'Compte',
    complete: "Terminer l'inscription",
    leave: 'Laisser incomplet',
    expiredHeading: 'Lien expiré',
    expired:
      "Ce lien d'inscription a expiré ou a déjà été utilisé. Recommencez depuis vos paramètres de paiement.",
    back: 'Retour à Chairly',
    authTitle: 'Authentification de carte sandbox',
    authIntro:
      "Ceci est le prestataire de paiement sandbox : aucun argent réel n'est transféré. Votre banque vous demande de confirmer ce paiement, comme le ferait 3-D Secure. Terminez l'authentification pour payer, ou faites-la échouer pour voir ce qui se passe quand un client ne peut pas s'authentifier.",
    authAmount: 'Montant',
    authComplete: "Terminer l'authentification",
    authFail: "Faire échouer l'authentification",
    authDoneHeading: 'Rien à authentifier',
    authDone: "Ce paiement n'attend pas d'authentification (il a déjà été terminé ou a échoué).",
  },
  pt: {
    title: 'Conta de pagamento sandbox',
    heading: 'Concluir o registo',
    intro:
      'Este é o fornecedor de pagamentos sandbox: não se movimenta dinheiro real. Conclua o registo para ativar cobranças com cartão nesta conta, ou deixe-o incompleto para voltar sem as ativar.',
    account: 'Conta',
    complete: 'Concluir o registo',
    leave: 'Deixar incompleto',
    expiredHeading: 'Ligação expirada',
    expired:
      'Esta ligação de registo expirou ou já foi utilizada. Comece novamente nas suas definições de pagamento.',
    back: 'Voltar ao Chairly',
    authTitle: 'Autenticação de cartão sandbox',
    authIntro:
      'Este é o fornecedor de pagamentos sandbox: não se movimenta dinheiro real. O seu banco pede-lhe que confirme este pagamento, como faria o 3-D Secure. Conclua a autenticação para pagar, ou faça-a falhar para ver o que acontece quando um cliente não se consegue autenticar.',
    authAmount: 'Montante',
    authComplete: 'Concluir a autenticação',
    authFail: 'Falhar a autenticação',
    authDoneHeading: 'Nada a autenticar',
    authDone: 'Este pagamento não está à espera de autenticação (já foi concluído ou falhou).',
  },  ar: {
    title: 'حساب الدفع التجريبي',
    heading: 'إكمال التسجيل',
    intro:
      'هذا مزوّد الدفع التجريبي: لا تنتقل أي أموال حقيقية. أكمل التسجيل لتفعيل الدفع بالبطاقات في هذا الحساب، أو اتركه غير مكتمل للعودة دون تفعيله.',
    account: 'الحساب',
    complete: 'إكمال التسجيل',
    leave: 'تركه غير مكتمل',
    expiredHeading: 'انتهت صلاحية الرابط',
    expired: 'انتهت صلاحية رابط التسجيل هذا أو سبق استخدامه. ابدأ من جديد من إعدادات الدفع.',
    back: 'العودة إلى Chairly',
    authTitle: 'مصادقة البطاقة التجريبية',
    authIntro:
      'هذا مزوّد الدفع التجريبي: لا تنتقل أي أموال حقيقية. يطلب منك مصرفك تأكيد هذه الدفعة، كما يفعل 3-D Secure. أكمل المصادقة للدفع، أو اجعلها تفشل لترى ما يحدث عندما يتعذّر على العميل المصادقة.',
    authAmount: 'المبلغ',
    authComplete: 'إكمال المصادقة',
    authFail: 'إفشال المصادقة',
    authDoneHeading: 'لا شيء للمصادقة',
    authDone: 'هذه الدفعة لا تنتظر المصادقة (اكتملت أو فشلت بالفعل).',
  },
};
