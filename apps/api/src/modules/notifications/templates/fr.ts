import { depositLine, withMember, type LocaleTexts } from './template-types';

const w = (f: Parameters<typeof withMember>[0]) => withMember(f, 'avec');

// French typography: \u202f (narrow no-break space) before ; ! ?, \u00a0 (no-break space) before : and inside « ».
export const fr: LocaleTexts = {
  greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  labels: { when: 'Quand', services: 'Prestations', where: 'Où', fromStylist: 'Un mot de votre styliste', busy: 'Occupé', appointmentAt: (business) => `Rendez-vous chez ${business}`, contact: { email: 'e-mail', phone: 'téléphone' }, roles: { manager: 'responsable', staff: 'membre de l’équipe' } },
  kinds: {
    'booking-confirmed': {
      subject: (f) => `Votre rendez-vous${w(f)} chez ${f.businessName} est confirmé`,
      lines: (f) => [`Votre rendez-vous${w(f)} chez ${f.businessName} est confirmé.`, ...(f.deposit ? [`Vous avez versé un acompte de ${f.deposit}\u202f; il est déduit du prix au moment du paiement.`] : []), 'Le fichier joint l’ajoute à votre calendrier.'],
    },
    'series-confirmed': {
      subject: (f) => `Vos rendez-vous chez ${f.businessName} sont confirmés`,
      lines: (f) => [`${f.businessName} a réservé ces rendez-vous pour vous\u00a0:`, ...(f.dates ?? []).map((d) => `– ${d}`), 'Le fichier joint les ajoute tous à votre calendrier.'],
    },
    'series-cancelled': {
      subject: (f) => `Vos rendez-vous chez ${f.businessName} sont annulés`,
      lines: (f) => [`${f.businessName} a annulé ces rendez-vous\u00a0:`, ...(f.dates ?? []).map((d) => `– ${d}`), 'Le fichier joint les retire de votre calendrier.'],
    },
    'booking-confirmed-stylist': {
      subject: (f) => `Nouvelle réservation\u00a0: ${f.customerName}, ${f.when}`,
      lines: (f) => [`${f.customerName} a réservé un rendez-vous${w(f)}.`, ...(f.deposit ? [`Acompte versé\u00a0: ${f.deposit}.`] : [])],
    },
    'booking-cancelled': {
      subject: (f) => `Votre rendez-vous${w(f)} chez ${f.businessName} est annulé`,
      lines: (f) => [f.cancelledBy === 'customer' ? `Vous avez annulé votre rendez-vous${w(f)}.` : `${f.businessName} a annulé votre rendez-vous${w(f)}.`, ...depositLine(f, { refunded: (d) => `Votre acompte de ${d} est remboursé sur votre carte.`, kept: (d) => `Votre acompte de ${d} est conservé selon les conditions d’annulation.` })],
    },
    'booking-cancelled-stylist': {
      subject: (f) => `Rendez-vous annulé\u00a0: ${f.customerName}, ${f.when}`,
      lines: (f) => [f.cancelledBy === 'customer' ? `${f.customerName} a annulé le rendez-vous${w(f)}.` : 'Vous avez annulé ce rendez-vous.', ...depositLine(f, { refunded: (d) => `L’acompte de ${d} est remboursé au client.`, kept: (d) => `L’acompte de ${d} est conservé.` })],
    },
    'appointment-reminder': {
      subject: (f) => `Rappel\u00a0: votre rendez-vous${w(f)} chez ${f.businessName}`,
      lines: (f) => [`Nous vous rappelons votre rendez-vous${w(f)} chez ${f.businessName} dans environ ${f.hours} heures.`],
    },
    'appointment-moved': {
      subject: (f) => `Votre rendez-vous${w(f)} chez ${f.businessName} est maintenant le ${f.when}`,
      lines: (f) => [
        f.movedBy === 'customer' ? `Vous avez déplacé votre rendez-vous${w(f)} chez ${f.businessName} au ${f.when}.` : `${f.businessName} a déplacé votre rendez-vous${w(f)} au ${f.when}.`,
        `Il était prévu le ${f.previousWhen}.`,
        'Le fichier joint le met à jour dans votre calendrier.',
      ],
    },
    'appointment-member-changed': {
      subject: (f) => `Votre rendez-vous chez ${f.businessName} est maintenant avec ${f.member}`,
      lines: (f) => [`${f.businessName} a confié votre rendez-vous du ${f.when} à ${f.member}. L’horaire ne change pas.`],
    },
    'appointment-moved-stylist': {
      subject: (f) => `Rendez-vous déplacé\u00a0: ${f.customerName}, ${f.when}`,
      lines: (f) => [`${f.customerName} a déplacé le rendez-vous${w(f)} du ${f.previousWhen} au ${f.when}.`],
    },
    'review-request': {
      subject: (f) => `Comment s’est passée votre visite chez ${f.businessName}\u202f?`,
      lines: (f) => [`Merci de votre visite chez ${f.businessName}. Prenez une minute pour donner votre avis${f.member ? ` sur votre rendez-vous avec ${f.member}` : ''}\u00a0:`, f.reviewUrl ?? ''],
    },
    'consultation-request': {
      subject: (f) => `Demande de consultation de ${f.customerName}`,
      lines: (f) => [`${f.customerName} demande une consultation pour ${f.services}.`, `«\u00a0${f.consultationMessage}\u00a0»`, `Contact préféré\u00a0: ${f.preferredContact} (${f.customerContact})`],
    },
    'fee-charged': {
      subject: (f) => `Des frais de ${f.amount} ont été prélevés par ${f.businessName}`,
      lines: (f) => [`${f.businessName} a prélevé des frais de ${f.amount} sur votre carte ${f.card}.`],
    },
    'card-needs-action': {
      subject: (f) => `Votre carte demande votre confirmation pour ${f.businessName}`,
      lines: (f) => [`Votre banque vous demande de confirmer un paiement de ${f.amount} avec votre carte ${f.card}.`, f.actionUrl ?? ''],
    },
    'trial-ending': {
      subject: () => 'Votre essai Chairly se termine bientôt',
      lines: (f) => [`Votre essai gratuit se termine le ${f.trialEnds}. Choisissez une formule pour garder votre agenda et vos réservations.`],
    },
    'member-invitation': {
      subject: (f) => `${f.inviterName} vous invite à rejoindre ${f.businessName} sur Chairly`,
      lines: (f) => [
        `${f.inviterName} vous invite à rejoindre l’équipe de ${f.businessName} sur Chairly en tant que ${f.memberRole}.`,
        'Ouvrez ce lien pour vous connecter ou créer votre compte et accepter l’invitation :',
        f.inviteUrl ?? '',
        `Le lien est valable jusqu’au ${f.validUntil}. Si vous n’attendiez pas cette invitation, ignorez cet e-mail.`,
      ],
    },
    'member-booked': {
      subject: (f) => `Nouveau rendez-vous\u00a0: ${f.customerName}, ${f.dates?.length ? f.dates[0] : f.when}`,
      lines: (f) => (f.dates?.length ? [`Vous avez de nouveaux rendez-vous avec ${f.customerName}\u00a0:`, ...f.dates.map((d) => `– ${d}`)] : [`Vous avez un nouveau rendez-vous avec ${f.customerName}.`]),
    },
    'member-cancelled': {
      subject: (f) => `Rendez-vous annulé\u00a0: ${f.customerName}, ${f.dates?.length ? f.dates[0] : f.when}`,
      lines: (f) =>
        f.dates?.length
          ? [`Ces rendez-vous avec ${f.customerName} sont annulés\u00a0:`, ...f.dates.map((d) => `– ${d}`)]
          : [f.cancelledBy === 'customer' ? `${f.customerName} a annulé le rendez-vous.` : `Votre rendez-vous avec ${f.customerName} est annulé.`],
    },
    'member-moved': {
      subject: (f) => `Rendez-vous déplacé\u00a0: ${f.customerName}, ${f.when}`,
      lines: (f) => [`Votre rendez-vous avec ${f.customerName} est passé du ${f.previousWhen} au ${f.when}.`],
    },
    'member-reassigned': {
      subject: (f) => `Rendez-vous confié à ${f.member} : ${f.customerName}, ${f.when}`,
      lines: (f) => [`Votre rendez-vous avec ${f.customerName} le ${f.when} est désormais avec ${f.member}. Il n’est plus dans votre agenda.`],
    },
    'waitlist-offer': {
      subject: (f) => `Un créneau s’est libéré chez ${f.businessName}`,
      lines: (f) => [`Un créneau que vous attendez chez ${f.businessName} est libre\u00a0: ${f.when}.`, 'Le premier qui le réserve l’obtient. Réservez ici\u00a0:', f.offerUrl ?? '', 'S’il est déjà pris, vous restez sur la liste d’attente.'],
    },
    'waitlist-offer-held': {
      subject: (f) => `${f.businessName} vous réserve ${f.when}`,
      lines: (f) => [`${f.businessName} vous réserve ${f.when} jusqu’à ${f.holdUntil}.`, 'Confirmez ici\u00a0:', f.offerUrl ?? ''],
    },
  },
};
