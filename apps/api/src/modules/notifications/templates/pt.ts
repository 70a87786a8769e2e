import { depositLine, type LocaleTexts } from './template-types';

export const pt: LocaleTexts = {
  greeting: (name) => (name ? `Olá ${name},` : 'Olá,'),
  labels: { when: 'Quando', services: 'Serviços', where: 'Onde', fromStylist: 'Uma mensagem do seu profissional', busy: 'Ocupado', appointmentAt: (business) => `Marcação em ${business}`, contact: { email: 'e-mail', phone: 'telefone' } },
  kinds: {
    'booking-confirmed': {
      subject: (f) => `A sua marcação em ${f.businessName} está confirmada`,
      lines: (f) => [`A sua marcação em ${f.businessName} está confirmada.`, ...(f.deposit ? [`Pagou um sinal de ${f.deposit}; é descontado do preço no pagamento.`] : []), 'O ficheiro de calendário em anexo adiciona-a ao seu calendário.'],
    },
    'series-confirmed': {
      subject: (f) => `As suas marcações em ${f.businessName} estão confirmadas`,
      lines: (f) => [`${f.businessName} fez estas marcações para si:`, ...(f.dates ?? []).map((d) => `– ${d}`), 'O ficheiro de calendário em anexo adiciona-as todas ao seu calendário.'],
    },
    'booking-confirmed-stylist': {
      subject: (f) => `Nova marcação: ${f.customerName}, ${f.when}`,
      lines: (f) => [`${f.customerName} fez uma marcação.`, ...(f.deposit ? [`Sinal pago: ${f.deposit}.`] : [])],
    },
    'booking-cancelled': {
      subject: (f) => `A sua marcação em ${f.businessName} foi cancelada`,
      lines: (f) => [f.cancelledBy === 'customer' ? 'Cancelou a sua marcação.' : `${f.businessName} cancelou a sua marcação.`, ...depositLine(f, { refunded: (d) => `O seu sinal de ${d} é reembolsado no seu cartão.`, kept: (d) => `O seu sinal de ${d} fica retido segundo a política de cancelamento.` })],
    },
    'booking-cancelled-stylist': {
      subject: (f) => `Marcação cancelada: ${f.customerName}, ${f.when}`,
      lines: (f) => [f.cancelledBy === 'customer' ? `${f.customerName} cancelou a marcação.` : 'Cancelou esta marcação.', ...depositLine(f, { refunded: (d) => `O sinal de ${d} é reembolsado ao cliente.`, kept: (d) => `O sinal de ${d} fica retido.` })],
    },
    'appointment-reminder': {
      subject: (f) => `Lembrete: a sua marcação em ${f.businessName}`,
      lines: (f) => [`Lembramos a sua marcação em ${f.businessName} dentro de cerca de ${f.hours} horas.`],
    },
    'appointment-moved': {
      subject: (f) => `A sua marcação em ${f.businessName} passou para ${f.when}`,
      lines: (f) => [
        f.movedBy === 'customer' ? `Mudou a sua marcação em ${f.businessName} para ${f.when}.` : `${f.businessName} mudou a sua marcação para ${f.when}.`,
        `Estava marcada para ${f.previousWhen}.`,
        'O ficheiro de calendário em anexo atualiza-a no seu calendário.',
      ],
    },
    'appointment-moved-stylist': {
      subject: (f) => `Marcação alterada: ${f.customerName}, ${f.when}`,
      lines: (f) => [`${f.customerName} mudou a marcação de ${f.previousWhen} para ${f.when}.`],
    },
    'review-request': {
      subject: (f) => `Como correu a sua visita a ${f.businessName}?`,
      lines: (f) => [`Obrigado pela sua visita a ${f.businessName}. Dedique um minuto a avaliar a sua marcação:`, f.reviewUrl ?? ''],
    },
    'consultation-request': {
      subject: (f) => `Pedido de consulta de ${f.customerName}`,
      lines: (f) => [`${f.customerName} pede uma consulta sobre ${f.services}.`, `«${f.consultationMessage}»`, `Contacto preferido: ${f.preferredContact} (${f.customerContact})`],
    },
    'fee-charged': {
      subject: (f) => `${f.businessName} cobrou uma taxa de ${f.amount}`,
      lines: (f) => [`${f.businessName} cobrou uma taxa de ${f.amount} no seu cartão ${f.card}.`],
    },
    'card-needs-action': {
      subject: (f) => `O seu cartão precisa da sua confirmação para ${f.businessName}`,
      lines: (f) => [`O seu banco pede-lhe que confirme um pagamento de ${f.amount} com o seu cartão ${f.card}.`, f.actionUrl ?? ''],
    },
    'trial-ending': {
      subject: () => 'O seu período experimental Chairly termina em breve',
      lines: (f) => [`O seu período experimental gratuito termina a ${f.trialEnds}. Escolha um plano para manter a agenda e as marcações.`],
    },
    'waitlist-offer': {
      subject: (f) => `Abriu-se um horário em ${f.businessName}`,
      lines: (f) => [`Um horário que aguarda em ${f.businessName} está livre: ${f.when}.`, 'Quem reservar primeiro fica com ele. Reserve aqui:', f.offerUrl ?? '', 'Se já tiver sido reservado, continua na lista de espera.'],
    },
    'waitlist-offer-held': {
      subject: (f) => `${f.businessName} guarda ${f.when} para si`,
      lines: (f) => [`${f.businessName} guarda ${f.when} para si até às ${f.holdUntil}.`, 'Confirme aqui:', f.offerUrl ?? ''],
    },
  },
};
