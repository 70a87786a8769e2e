import { AppError, fromMinorUnits, type CurrencyCode, type MyData } from '@chairly/shared';
import { currencyOr } from '../../lib/stylist-currency';
import type { MyDataRepository, StylistRecordsRow } from './my-data.repository';

function stylistPart(row: StylistRecordsRow, defaultCurrency: CurrencyCode): MyData['stylists'][number] {
  const currency = currencyOr(row.currency, defaultCurrency);
  return {
    stylist: { businessName: row.business_name ?? '', subdomain: row.subdomain },
    customer: { name: row.customer.name, lastName: row.customer.last_name, email: row.customer.email, phone: row.customer.phone, notes: row.customer.notes, createdAt: row.customer.created_at },
    appointments: row.appointments.map((a) => ({
      startsAt: a.starts_at,
      endsAt: a.ends_at,
      state: a.state,
      services: a.services,
      amount: fromMinorUnits(a.amount_cents, currency),
      deposit: fromMinorUnits(a.deposit_cents, currency),
      currency,
      note: a.note,
    })),
    reviews: row.reviews.map((r) => ({ rating: r.rating, comment: r.comment, public: r.public, createdAt: r.created_at })),
    waitlistEntries: row.waitlist.map((w) => ({ from: w.from_date, to: w.to_date, timesOfDay: w.times_of_day, state: w.state, createdAt: w.created_at })),
    consultationRequests: row.consultations.map((q) => ({ message: q.message, preferredContact: q.preferred_contact, createdAt: q.created_at })),
  };
}

export type MyDataService = ReturnType<typeof createMyDataService>;

/** Art. 15 and 20: everything kept about the signed-in customer, at every stylist, in one document. */
export function createMyDataService(deps: { repository: MyDataRepository; defaultCurrency: CurrencyCode; now?: () => Date }) {
  return {
    async collect(accountId: number): Promise<MyData> {
      const account = await deps.repository.account(accountId);
      if (!account) throw new AppError('NOT_FOUND', 'Account not found');
      const stylists = await deps.repository.stylistRecords(accountId);
      const addresses = new Set([account.email, ...stylists.map((s) => s.customer.email)].map((a) => a.trim().toLowerCase()).filter((a) => a.includes('@')));
      for (const phone of [account.phone, ...stylists.map((s) => s.customer.phone)]) if (phone.trim()) addresses.add(phone.trim());
      const [cards, messages] = await Promise.all([deps.repository.cards(accountId), deps.repository.messages([...addresses])]);
      return {
        exportedAt: (deps.now?.() ?? new Date()).toISOString(),
        account: { name: account.name, lastName: account.lastname, email: account.email, emailVerified: account.email_verified, phone: account.phone, locale: account.locale, createdAt: account.created_at },
        stylists: stylists.map((row) => stylistPart(row, deps.defaultCurrency)),
        cards: cards.map((c) => ({ brand: c.brand, last4: c.last4, expMonth: c.exp_month, expYear: c.exp_year })),
        messages: messages.map((m) => ({ channel: m.channel, recipient: m.recipient, subject: m.subject, text: m.text_body, createdAt: m.created_at })),
      };
    },
  };
}
