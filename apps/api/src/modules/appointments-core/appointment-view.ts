import { fromMinorUnits, occupancyOf, type Appointment, type AppointmentState, type DepositStatus } from '@chairly/shared';
import { formatInZone } from '../availability/index';

export type AppointmentRow = {
  id: number;
  uuid: string;
  stylistId: number;
  state: AppointmentState;
  startsAt: Date;
  endsAt: Date;
  amountCents: number;
  note: string;
  holdExpiresAt: Date | null;
  cardId: string | null;
  /** Issue #20: the deposit of the booking in cents (0 = none), and what became of it (null: not paid). */
  depositCents: number;
  depositStatus: DepositStatus | null;
  /** Issue #19.3: the series of a repeated appointment (null: none). */
  seriesId: number | null;
  /** Issue #29: the stylist's currency (ISO 4217, upper case): every amount above is in its minor unit. */
  currency: string;
  customer: { id: number; name: string; lastName: string; email: string; phone: string } | null;
  /** Issue #34: the member it belongs to and her name (left out by reads that do not load them). */
  member?: { id: number; name: string };
  /** As booked; buffer and processing window (minutes, 0 = none) copied with the duration. */
  services: { id: number; name: string; priceCents: number; duration: number; buffer: number; processingStart: number; processing: number }[];
};

/** The processing windows of the appointment as it lasts now (occupancyOf: a resize keeps the windows that still fit). */
function processingWindows(row: AppointmentRow, timeZone: string): { startsAt: string; endsAt: string }[] {
  const start = row.startsAt.getTime();
  const patterns = row.services.map((s) => ({ durationMinutes: s.duration, bufferMinutes: s.buffer, processingStartMinutes: s.processingStart, processingMinutes: s.processing }));
  const { processing } = occupancyOf(patterns, (row.endsAt.getTime() - start) / 60_000);
  return processing.map((w) => ({ startsAt: formatInZone(start + w.from * 60_000, timeZone), endsAt: formatInZone(start + w.to * 60_000, timeZone) }));
}

/** The public shape; times with the offset of the stylist's zone. */
export function toAppointment(row: AppointmentRow, timeZone: string): Appointment {
  const money = (minor: number) => fromMinorUnits(minor, row.currency);
  return {
    '@id': `/api/appointments/${row.id}`,
    id: row.id,
    uuid: row.uuid,
    state: row.state,
    startsAt: formatInZone(row.startsAt.getTime(), timeZone),
    endsAt: formatInZone(row.endsAt.getTime(), timeZone),
    amount: money(row.amountCents),
    note: row.note,
    holdExpiresAt: row.holdExpiresAt ? formatInZone(row.holdExpiresAt.getTime(), timeZone) : null,
    customer: row.customer,
    services: row.services.map((s) => ({ id: s.id, name: s.name, price: money(s.priceCents), duration: s.duration })),
    processing: processingWindows(row, timeZone),
    depositAmount: row.depositCents > 0 ? money(row.depositCents) : null,
    depositStatus: row.depositStatus,
    ...(row.seriesId === null ? {} : { seriesId: row.seriesId }),
    currency: row.currency,
    ...(row.member ? { memberId: row.member.id, memberName: row.member.name } : {}),
  };
}
