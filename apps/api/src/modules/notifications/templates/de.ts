import { depositLine, withMember, type LocaleTexts } from './template-types';

const w = (f: Parameters<typeof withMember>[0]) => withMember(f, 'mit');

export const de: LocaleTexts = {
  greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
  labels: { when: 'Wann', services: 'Leistungen', where: 'Wo', fromStylist: 'Eine Nachricht Ihres Stylisten', busy: 'Belegt', appointmentAt: (business) => `Termin bei ${business}`, contact: { email: 'E-Mail', phone: 'Telefon' }, roles: { manager: 'Manager/in', staff: 'Teammitglied' } },
  kinds: {
    'booking-confirmed': {
      subject: (f) => `Ihr Termin${w(f)} bei ${f.businessName} ist bestätigt`,
      lines: (f) => [`Ihr Termin${w(f)} bei ${f.businessName} ist bestätigt.`, ...(f.deposit ? [`Sie haben eine Anzahlung von ${f.deposit} geleistet; sie wird beim Bezahlen vom Preis abgezogen.`] : []), 'Mit der angehängten Kalenderdatei tragen Sie ihn in Ihren Kalender ein.'],
    },
    'series-confirmed': {
      subject: (f) => `Ihre Termine bei ${f.businessName} sind bestätigt`,
      lines: (f) => [`${f.businessName} hat diese Termine für Sie gebucht:`, ...(f.dates ?? []).map((d) => `– ${d}`), 'Mit der angehängten Kalenderdatei tragen Sie alle in Ihren Kalender ein.'],
    },
    'series-cancelled': {
      subject: (f) => `Ihre Termine bei ${f.businessName} sind storniert`,
      lines: (f) => [`${f.businessName} hat diese Termine storniert:`, ...(f.dates ?? []).map((d) => `– ${d}`), 'Die angehängte Kalenderdatei entfernt sie aus Ihrem Kalender.'],
    },
    'booking-confirmed-stylist': {
      subject: (f) => `Neue Buchung: ${f.customerName}, ${f.when}`,
      lines: (f) => [`${f.customerName} hat einen Termin${w(f)} gebucht.`, ...(f.deposit ? [`Anzahlung erhalten: ${f.deposit}.`] : [])],
    },
    'booking-cancelled': {
      subject: (f) => `Ihr Termin${w(f)} bei ${f.businessName} ist storniert`,
      lines: (f) => [f.cancelledBy === 'customer' ? `Sie haben Ihren Termin${w(f)} storniert.` : `${f.businessName} hat Ihren Termin${w(f)} storniert.`, ...depositLine(f, { refunded: (d) => `Ihre Anzahlung von ${d} wird auf Ihre Karte erstattet.`, kept: (d) => `Ihre Anzahlung von ${d} wird gemäß den Stornierungsbedingungen einbehalten.` })],
    },
    'booking-cancelled-stylist': {
      subject: (f) => `Termin storniert: ${f.customerName}, ${f.when}`,
      lines: (f) => [f.cancelledBy === 'customer' ? `${f.customerName} hat den Termin${w(f)} storniert.` : 'Sie haben diesen Termin storniert.', ...depositLine(f, { refunded: (d) => `Die Anzahlung von ${d} wird dem Kunden erstattet.`, kept: (d) => `Die Anzahlung von ${d} wird einbehalten.` })],
    },
    'appointment-reminder': {
      subject: (f) => `Erinnerung: Ihr Termin${w(f)} bei ${f.businessName}`,
      lines: (f) => [`Wir erinnern Sie an Ihren Termin${w(f)} bei ${f.businessName} in etwa ${f.hours} Stunden.`],
    },
    'appointment-moved': {
      subject: (f) => `Ihr Termin${w(f)} bei ${f.businessName} ist jetzt am ${f.when}`,
      lines: (f) => [
        f.movedBy === 'customer' ? `Sie haben Ihren Termin${w(f)} bei ${f.businessName} auf ${f.when} verschoben.` : `${f.businessName} hat Ihren Termin${w(f)} auf ${f.when} verschoben.`,
        `Er war am ${f.previousWhen}.`,
        'Mit der angehängten Kalenderdatei wird er in Ihrem Kalender aktualisiert.',
      ],
    },
    'appointment-member-changed': {
      subject: (f) => `Ihr Termin bei ${f.businessName} ist jetzt bei ${f.member}`,
      lines: (f) => [`${f.businessName} hat Ihren Termin am ${f.when} an ${f.member} übergeben. Die Uhrzeit bleibt gleich.`],
    },
    'appointment-moved-stylist': {
      subject: (f) => `Termin verschoben: ${f.customerName}, ${f.when}`,
      lines: (f) => [`${f.customerName} hat den Termin${w(f)} von ${f.previousWhen} auf ${f.when} verschoben.`],
    },
    'review-request': {
      subject: (f) => `Wie war Ihr Besuch bei ${f.businessName}?`,
      lines: (f) => [`Danke für Ihren Besuch bei ${f.businessName}. Bitte nehmen Sie sich eine Minute für eine Bewertung${f.member ? ` Ihres Termins mit ${f.member}` : ''}:`, f.reviewUrl ?? ''],
    },
    'consultation-request': {
      subject: (f) => `Beratungsanfrage von ${f.customerName}`,
      lines: (f) => [`${f.customerName} bittet um eine Beratung zu ${f.services}.`, `„${f.consultationMessage}“`, `Bevorzugter Kontakt: ${f.preferredContact} (${f.customerContact})`],
    },
    'fee-charged': {
      subject: (f) => `${f.businessName} hat eine Gebühr von ${f.amount} belastet`,
      lines: (f) => [`${f.businessName} hat Ihre Karte ${f.card} mit einer Gebühr von ${f.amount} belastet.`],
    },
    'card-needs-action': {
      subject: (f) => `Ihre Karte braucht Ihre Bestätigung für ${f.businessName}`,
      lines: (f) => [`Ihre Bank bittet Sie, eine Zahlung von ${f.amount} mit Ihrer Karte ${f.card} zu bestätigen.`, f.actionUrl ?? ''],
    },
    'trial-ending': {
      subject: () => 'Ihr Chairly-Testzeitraum endet bald',
      lines: (f) => [`Ihr kostenloser Testzeitraum endet am ${f.trialEnds}. Wählen Sie einen Tarif, damit Kalender und Buchungen weiterlaufen.`],
    },
    'member-invitation': {
      subject: (f) => `${f.inviterName} lädt Sie zu ${f.businessName} auf Chairly ein`,
      lines: (f) => [
        `${f.inviterName} lädt Sie ein, dem Team von ${f.businessName} auf Chairly als ${f.memberRole} beizutreten.`,
        'Öffnen Sie diesen Link, um sich anzumelden oder ein Konto zu erstellen und die Einladung anzunehmen:',
        f.inviteUrl ?? '',
        `Der Link ist bis ${f.validUntil} gültig. Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.`,
      ],
    },
    'member-booked': {
      subject: (f) => `Neuer Termin: ${f.customerName}, ${f.dates?.length ? f.dates[0] : f.when}`,
      lines: (f) => (f.dates?.length ? [`Sie haben neue Termine mit ${f.customerName}:`, ...f.dates.map((d) => `– ${d}`)] : [`Sie haben einen neuen Termin mit ${f.customerName}.`]),
    },
    'member-cancelled': {
      subject: (f) => `Termin storniert: ${f.customerName}, ${f.dates?.length ? f.dates[0] : f.when}`,
      lines: (f) =>
        f.dates?.length
          ? [`Diese Termine mit ${f.customerName} sind storniert:`, ...f.dates.map((d) => `– ${d}`)]
          : [f.cancelledBy === 'customer' ? `${f.customerName} hat den Termin storniert.` : `Ihr Termin mit ${f.customerName} ist storniert.`],
    },
    'member-moved': {
      subject: (f) => `Termin verschoben: ${f.customerName}, ${f.when}`,
      lines: (f) => [`Ihr Termin mit ${f.customerName} wurde von ${f.previousWhen} auf ${f.when} verschoben.`],
    },
    'member-reassigned': {
      subject: (f) => `Termin jetzt bei ${f.member}: ${f.customerName}, ${f.when}`,
      lines: (f) => [`Ihr Termin mit ${f.customerName} am ${f.when} liegt jetzt bei ${f.member}. Er steht nicht mehr in Ihrem Kalender.`],
    },
    'waitlist-offer': {
      subject: (f) => `Bei ${f.businessName} ist ein Termin frei geworden`,
      lines: (f) => [`Ein Termin, auf den Sie bei ${f.businessName} warten, ist frei: ${f.when}.`, 'Wer zuerst bucht, bekommt ihn. Hier buchen:', f.offerUrl ?? '', 'Ist er schon vergeben, bleiben Sie auf der Warteliste.'],
    },
    'waitlist-offer-held': {
      subject: (f) => `${f.businessName} hält ${f.when} für Sie frei`,
      lines: (f) => [`${f.businessName} hält ${f.when} bis ${f.holdUntil} für Sie frei.`, 'Hier bestätigen:', f.offerUrl ?? ''],
    },
  },
};
