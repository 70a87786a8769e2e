import type { Appointment, AppointmentState } from '@chairly/shared';
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
  customer: { id: number; name: string; lastName: string; email: string; phone: string } | null;
  services: { id: number; name: string; priceCents: number; duration: number }[];
};

const dollars = (cents: number) => Math.round(cents) / 100;

/** The public shape; times with the offset of the stylist's zone. */
export function toAppointment(row: AppointmentRow, timeZone: string): Appointment {
  return {
    '@id': `/api/appointments/${row.id}`,
    id: row.id,
    uuid: row.uuid,
    state: row.state,
    startsAt: formatInZone(row.startsAt.getTime(), timeZone),
    endsAt: formatInZone(row.endsAt.getTime(), timeZone),
    amount: dollars(row.amountCents),
    note: row.note,
    holdExpiresAt: row.holdExpiresAt ? formatInZone(row.holdExpiresAt.getTime(), timeZone) : null,
    customer: row.customer,
    services: row.services.map((s) => ({ id: s.id, name: s.name, price: dollars(s.priceCents), duration: s.duration })),
  };
}
