import { formatPlainAmount, formatPlainDateTime, LOCALES, type ExportTable, type Locale } from '@chairly/shared';
import type { CsvCell, CsvDialect } from './csv';
import type { AppointmentRow, CustomerRow, ReviewRow, ServiceRow } from './exports.repository';

/** What a cell needs besides its row: her language, zone, currency and the file's dialect. */
export type CellContext = { locale: Locale; timeZone: string; currency: string; dialect: CsvDialect };

/** A header in en, de, fr, pt, ar (LOCALES' order). */
type Label = readonly [string, string, string, string, string];
type Column<Row> = { label: Label; cell: (row: Row, context: CellContext) => CsvCell };

const YES: Label = ['yes', 'ja', 'oui', 'sim', 'نعم'];
const NO: Label = ['no', 'nein', 'non', 'não', 'لا'];
const say = (label: Label, locale: Locale) => label[LOCALES.indexOf(locale)] ?? label[0];
const yesNo = (value: boolean, { locale }: CellContext) => say(value ? YES : NO, locale);
const at = (value: Date | null, { timeZone }: CellContext) => (value ? formatPlainDateTime(new Date(value).getTime(), timeZone) : null);
const money = (cents: number | string, { currency, dialect }: CellContext) => ({ number: formatPlainAmount(Number(cents), currency, dialect.decimalMark) });
const count = (value: number) => ({ number: String(value) });

const STATES: Record<string, Label> = {
  booked: ['booked', 'gebucht', 'réservé', 'agendado', 'محجوز'],
  completed: ['completed', 'abgeschlossen', 'terminé', 'concluído', 'مكتمل'],
  cancelled: ['cancelled', 'storniert', 'annulé', 'cancelado', 'ملغى'],
  no_show: ['no-show', 'nicht erschienen', 'absent', 'não compareceu', 'لم يحضر'],
};

const customers: Column<CustomerRow>[] = [
  { label: ['ID', 'ID', 'ID', 'ID', 'المعرف'], cell: (r) => count(Number(r.id)) },
  { label: ['First name', 'Vorname', 'Prénom', 'Nome', 'الاسم'], cell: (r) => r.name },
  { label: ['Last name', 'Nachname', 'Nom', 'Sobrenome', 'اسم العائلة'], cell: (r) => r.last_name },
  { label: ['Email', 'E-Mail', 'E-mail', 'E-mail', 'البريد الإلكتروني'], cell: (r) => r.email },
  { label: ['Phone', 'Telefon', 'Téléphone', 'Celular', 'الهاتف'], cell: (r) => r.phone },
  { label: ['Notes', 'Notizen', 'Notes', 'Observações', 'ملاحظات'], cell: (r) => r.notes },
  { label: ['Deleted', 'Gelöscht', 'Supprimé', 'Excluído', 'محذوف'], cell: (r, c) => yesNo(r.deleted, c) },
  { label: ['Created', 'Angelegt', 'Créé le', 'Cadastrado em', 'تاريخ الإنشاء'], cell: (r, c) => at(r.created_at, c) },
];

const appointments: Column<AppointmentRow>[] = [
  { label: ['ID', 'ID', 'ID', 'ID', 'المعرف'], cell: (r) => r.uuid },
  { label: ['Start', 'Beginn', 'Début', 'Início', 'البداية'], cell: (r, c) => at(r.starts_at, c) },
  { label: ['End', 'Ende', 'Fin', 'Fim', 'النهاية'], cell: (r, c) => at(r.ends_at, c) },
  { label: ['State', 'Status', 'Statut', 'Situação', 'الحالة'], cell: (r, c) => (STATES[r.state] ? say(STATES[r.state]!, c.locale) : r.state) },
  { label: ['Customer', 'Kunde', 'Cliente', 'Cliente', 'العميل'], cell: (r) => [r.customer_name, r.customer_last_name].filter(Boolean).join(' ') },
  { label: ['Customer email', 'E-Mail des Kunden', 'E-mail de la cliente', 'E-mail da cliente', 'بريد العميل'], cell: (r) => r.customer_email ?? '' },
  { label: ['Services', 'Leistungen', 'Prestations', 'Serviços', 'الخدمات'], cell: (r) => r.services ?? '' },
  { label: ['Amount', 'Betrag', 'Montant', 'Valor', 'المبلغ'], cell: (r, c) => money(r.amount_cents, c) },
  { label: ['Deposit due', 'Anzahlung', 'Acompte', 'Sinal', 'العربون'], cell: (r, c) => money(r.deposit_cents, c) },
  { label: ['Deposit paid', 'Anzahlung bezahlt', 'Acompte payé', 'Sinal pago', 'العربون المدفوع'], cell: (r, c) => money(r.deposit_paid, c) },
  { label: ['Paid at checkout', 'Beim Abschluss bezahlt', 'Payé à l’encaissement', 'Pago no fechamento', 'المدفوع عند الإنهاء'], cell: (r, c) => money(r.checkout_paid, c) },
  { label: ['Fees charged', 'Berechnete Gebühren', 'Frais facturés', 'Taxas cobradas', 'الرسوم المحصلة'], cell: (r, c) => money(r.fees_paid, c) },
  { label: ['Refunded', 'Erstattet', 'Remboursé', 'Reembolsado', 'المبلغ المسترد'], cell: (r, c) => money(r.refunded, c) },
  { label: ['Currency', 'Währung', 'Devise', 'Moeda', 'العملة'], cell: (_r, c) => c.currency },
  { label: ['Cancelled', 'Storniert am', 'Annulé le', 'Cancelado em', 'تاريخ الإلغاء'], cell: (r, c) => at(r.cancelled_at, c) },
  { label: ['Note', 'Notiz', 'Note', 'Observação', 'ملاحظة'], cell: (r) => r.note },
];

const services: Column<ServiceRow>[] = [
  { label: ['ID', 'ID', 'ID', 'ID', 'المعرف'], cell: (r) => count(Number(r.id)) },
  { label: ['Name', 'Name', 'Nom', 'Nome', 'الاسم'], cell: (r) => r.name },
  { label: ['Category', 'Kategorie', 'Catégorie', 'Categoria', 'الفئة'], cell: (r) => r.category ?? '' },
  { label: ['Price', 'Preis', 'Prix', 'Preço', 'السعر'], cell: (r, c) => money(r.price_cents, c) },
  { label: ['Currency', 'Währung', 'Devise', 'Moeda', 'العملة'], cell: (_r, c) => c.currency },
  { label: ['Price per hour', 'Preis pro Stunde', 'Prix à l’heure', 'Preço por hora', 'السعر بالساعة'], cell: (r, c) => yesNo(r.hourly, c) },
  { label: ['Duration (min)', 'Dauer (Min.)', 'Durée (min)', 'Duração (min)', 'المدة (دقيقة)'], cell: (r) => count(r.duration_minutes) },
  { label: ['Buffer (min)', 'Puffer (Min.)', 'Battement (min)', 'Intervalo (min)', 'الفاصل (دقيقة)'], cell: (r) => count(r.buffer_minutes) },
  { label: ['Bookable online', 'Online buchbar', 'Réservable en ligne', 'Reservável online', 'قابل للحجز عبر الإنترنت'], cell: (r, c) => yesNo(r.public, c) },
  { label: ['Deleted', 'Gelöscht', 'Supprimé', 'Excluído', 'محذوف'], cell: (r, c) => yesNo(r.deleted_at !== null, c) },
  { label: ['Created', 'Angelegt', 'Créé le', 'Cadastrado em', 'تاريخ الإنشاء'], cell: (r, c) => at(r.created_at, c) },
];

const reviews: Column<ReviewRow>[] = [
  { label: ['ID', 'ID', 'ID', 'ID', 'المعرف'], cell: (r) => count(Number(r.id)) },
  { label: ['Written', 'Verfasst', 'Rédigé le', 'Escrita em', 'تاريخ الكتابة'], cell: (r, c) => at(r.created_at, c) },
  { label: ['Appointment', 'Termin', 'Rendez-vous', 'Agendamento', 'الموعد'], cell: (r, c) => at(r.appointment_starts_at, c) },
  { label: ['Customer', 'Kunde', 'Cliente', 'Cliente', 'العميل'], cell: (r) => [r.customer_name, r.customer_last_name].filter(Boolean).join(' ') },
  { label: ['Rating', 'Bewertung', 'Note', 'Nota', 'التقييم'], cell: (r) => count(r.rating) },
  { label: ['Comment', 'Kommentar', 'Commentaire', 'Comentário', 'التعليق'], cell: (r) => r.comment },
  { label: ['Published', 'Veröffentlicht', 'Publié', 'Publicada', 'منشور'], cell: (r, c) => yesNo(r.public, c) },
];

type Rows = { customers: CustomerRow; appointments: AppointmentRow; services: ServiceRow; reviews: ReviewRow };

export const CSV_TABLES: { [T in ExportTable]: Column<Rows[T]>[] } = { customers, appointments, services, reviews };

export const headerOf = <T extends ExportTable>(table: T, locale: Locale): string[] => CSV_TABLES[table].map((column) => say(column.label, locale));
export const cellsOf = <T extends ExportTable>(table: T, row: Rows[T], context: CellContext): CsvCell[] =>
  (CSV_TABLES[table] as Column<Rows[T]>[]).map((column) => column.cell(row, context));
