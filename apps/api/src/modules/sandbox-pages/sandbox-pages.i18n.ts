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
};

/** The sandbox's hosted pages speak the app's four languages. */
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
  },
};
