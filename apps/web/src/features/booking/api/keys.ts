import type { MemberParam } from '../utils/member-choice';

/** Query keys of the booking screens; mutations invalidate through these. */
export const bookingKeys = {
  stylist: (subdomain: string) => ['booking', 'stylist', subdomain] as const,
  services: () => ['booking', 'services'] as const,
  memberServices: (memberId: number) => ['booking', 'services', 'member', memberId] as const,
  openHours: () => ['booking', 'open-hours'] as const,
  closures: () => ['booking', 'closures'] as const,
  members: () => ['booking', 'members'] as const,
  availability: () => ['booking', 'availability'] as const,
  availableDates: (duration: number, from: string, to: string, services: readonly number[] = [], member?: MemberParam) =>
    ['booking', 'availability', duration, from, to, services.join(','), member ?? null] as const,
  appointments: () => ['booking', 'appointments'] as const,
  appointmentList: (period: 'upcoming' | 'past') =>
    ['booking', 'appointments', 'list', period] as const,
  appointment: (uuid: string) => ['booking', 'appointments', 'uuid', uuid] as const,
  cancellation: (id: number) => ['booking', 'appointments', 'cancellation', id] as const,
  reschedule: (id: number) => ['booking', 'appointments', 'reschedule', id] as const,
  /** Under `availability`: a booking or a move refreshes these too. */
  rescheduleDates: (id: number, from: string, to: string, member?: MemberParam) =>
    ['booking', 'availability', 'reschedule', id, from, to, member ?? null] as const,
  customer: () => ['booking', 'customer'] as const,
  policies: () => ['booking', 'policies'] as const,
};
