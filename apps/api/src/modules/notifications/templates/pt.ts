import { depositLine, withMember, type LocaleTexts } from './template-types';

const w = (f: Parameters<typeof withMember>[0]) => withMember(f, 'com');

export const pt: LocaleTexts = {
  greeting: (name) => (name ? `Olá ${name},` : 'Olá,'),
  labels: { when: 'Quando', services: 'Serviços', where: 'Onde', fromStylist: 'Uma mensagem do seu profissional', busy: 'Ocupado', appointmentAt: (business) => `Agendamento em ${business}`, contact: { email: 'e-mail', phone: 'telefone' }, roles: { manager: 'gerente', staff: 'membro da equipe' } },
  kinds: {
    'booking-confirmed': {
      subject: (f) => `Seu agendamento${w(f)} em ${f.businessName} está confirmado`,
      lines: (f) => [`Seu agendamento${w(f)} em ${f.businessName} está confirmado.`, ...(f.deposit ? [`Você pagou um sinal de ${f.deposit}; ele será descontado do preço no pagamento.`] : []), 'O arquivo de calendário em anexo o adiciona à sua agenda.'],
    },
    'series-confirmed': {
      subject: (f) => `Seus agendamentos em ${f.businessName} estão confirmados`,
      lines: (f) => [`${f.businessName} fez estes agendamentos para você:`, ...(f.dates ?? []).map((d) => `– ${d}`), 'O arquivo de calendário em anexo adiciona todos eles à sua agenda.'],
    },
    'series-cancelled': {
      subject: (f) => `Seus agendamentos em ${f.businessName} foram cancelados`,
      lines: (f) => [`${f.businessName} cancelou estes agendamentos:`, ...(f.dates ?? []).map((d) => `– ${d}`), 'O arquivo de calendário em anexo os remove da sua agenda.'],
    },
    'booking-confirmed-stylist': {
      subject: (f) => `Novo agendamento: ${f.customerName}, ${f.when}`,
      lines: (f) => [`${f.customerName} fez um agendamento${w(f)}.`, ...(f.deposit ? [`Sinal pago: ${f.deposit}.`] : [])],
    },
    'booking-cancelled': {
      subject: (f) => `Seu agendamento${w(f)} em ${f.businessName} foi cancelado`,
      lines: (f) => [f.cancelledBy === 'customer' ? `Você cancelou seu agendamento${w(f)}.` : `${f.businessName} cancelou seu agendamento${w(f)}.`, ...depositLine(f, { refunded: (d) => `Seu sinal de ${d} é reembolsado no seu cartão.`, kept: (d) => `Seu sinal de ${d} fica retido segundo a política de cancelamento.` })],
    },
    'booking-cancelled-stylist': {
      subject: (f) => `Agendamento cancelado: ${f.customerName}, ${f.when}`,
      lines: (f) => [f.cancelledBy === 'customer' ? `${f.customerName} cancelou o agendamento${w(f)}.` : 'Você cancelou este agendamento.', ...depositLine(f, { refunded: (d) => `O sinal de ${d} é reembolsado ao cliente.`, kept: (d) => `O sinal de ${d} fica retido.` })],
    },
    'appointment-reminder': {
      subject: (f) => `Lembrete: seu agendamento${w(f)} em ${f.businessName}`,
      lines: (f) => [`Lembrete: você tem um agendamento${w(f)} em ${f.businessName} daqui a cerca de ${f.hours} horas.`],
    },
    'appointment-moved': {
      subject: (f) => `Seu agendamento${w(f)} em ${f.businessName} passou para ${f.when}`,
      lines: (f) => [
        f.movedBy === 'customer' ? `Você mudou seu agendamento${w(f)} em ${f.businessName} para ${f.when}.` : `${f.businessName} mudou seu agendamento${w(f)} para ${f.when}.`,
        `Estava agendada para ${f.previousWhen}.`,
        'O arquivo de calendário em anexo o atualiza na sua agenda.',
      ],
    },
    'appointment-member-changed': {
      subject: (f) => `Seu agendamento em ${f.businessName} agora é com ${f.member}`,
      lines: (f) => [`${f.businessName} passou o seu agendamento de ${f.when} para ${f.member}. O horário continua o mesmo.`],
    },
    'appointment-moved-stylist': {
      subject: (f) => `Agendamento alterado: ${f.customerName}, ${f.when}`,
      lines: (f) => [`${f.customerName} mudou o agendamento${w(f)} de ${f.previousWhen} para ${f.when}.`],
    },
    'review-request': {
      subject: (f) => `Como foi sua visita a ${f.businessName}?`,
      lines: (f) => [`Obrigado pela sua visita a ${f.businessName}. Reserve um minuto para avaliar seu atendimento${w(f)}:`, f.reviewUrl ?? ''],
    },
    'consultation-request': {
      subject: (f) => `Pedido de consulta de ${f.customerName}`,
      lines: (f) => [`${f.customerName} pede uma consulta sobre ${f.services}.`, `“${f.consultationMessage}”`, `Contato preferido: ${f.preferredContact} (${f.customerContact})`],
    },
    'fee-charged': {
      subject: (f) => `${f.businessName} cobrou uma taxa de ${f.amount}`,
      lines: (f) => [`${f.businessName} cobrou uma taxa de ${f.amount} no seu cartão ${f.card}.`],
    },
    'card-needs-action': {
      subject: (f) => `Seu cartão precisa da sua confirmação para ${f.businessName}`,
      lines: (f) => [`Seu banco pede que você confirme um pagamento de ${f.amount} com seu cartão ${f.card}.`, f.actionUrl ?? ''],
    },
    'trial-ending': {
      subject: () => 'Seu teste grátis do Chairly termina em breve',
      lines: (f) => [`Seu teste grátis termina em ${f.trialEnds}. Escolha um plano para manter a agenda e os agendamentos.`],
    },
    'member-invitation': {
      subject: (f) => `${f.inviterName} convida você para ${f.businessName} no Chairly`,
      lines: (f) => [
        `${f.inviterName} convida você para fazer parte da equipe de ${f.businessName} no Chairly como ${f.memberRole}.`,
        'Abra este link para entrar ou criar sua conta e aceitar o convite:',
        f.inviteUrl ?? '',
        `O link é válido até ${f.validUntil}. Se você não esperava este convite, pode ignorar este e-mail.`,
      ],
    },
    'member-booked': {
      subject: (f) => `Novo agendamento: ${f.customerName}, ${f.dates?.length ? f.dates[0] : f.when}`,
      lines: (f) => (f.dates?.length ? [`Você tem novos agendamentos com ${f.customerName}:`, ...f.dates.map((d) => `– ${d}`)] : [`Você tem um novo agendamento com ${f.customerName}.`]),
    },
    'member-cancelled': {
      subject: (f) => `Agendamento cancelado: ${f.customerName}, ${f.dates?.length ? f.dates[0] : f.when}`,
      lines: (f) =>
        f.dates?.length
          ? [`Estes agendamentos com ${f.customerName} foram cancelados:`, ...f.dates.map((d) => `– ${d}`)]
          : [f.cancelledBy === 'customer' ? `${f.customerName} cancelou o agendamento.` : `Seu agendamento com ${f.customerName} foi cancelado.`],
    },
    'member-moved': {
      subject: (f) => `Agendamento alterado: ${f.customerName}, ${f.when}`,
      lines: (f) => [`Seu agendamento com ${f.customerName} passou de ${f.previousWhen} para ${f.when}.`],
    },
    'member-reassigned': {
      subject: (f) => `Marcação agora com ${f.member}: ${f.customerName}, ${f.when}`,
      lines: (f) => [`A sua marcação com ${f.customerName} em ${f.when} passou para ${f.member}. Já não está na sua agenda.`],
    },
    'waitlist-offer': {
      subject: (f) => `Surgiu um horário em ${f.businessName}`,
      lines: (f) => [`Um horário que você aguarda em ${f.businessName} está livre: ${f.when}.`, 'Quem reservar primeiro fica com ele. Reserve aqui:', f.offerUrl ?? '', 'Se ele já tiver sido reservado, você continua na lista de espera.'],
    },
    'waitlist-offer-held': {
      subject: (f) => `${f.businessName} está segurando ${f.when} para você`,
      lines: (f) => [`${f.businessName} está segurando ${f.when} para você até as ${f.holdUntil}.`, 'Confirme aqui:', f.offerUrl ?? ''],
    },
  },
};
