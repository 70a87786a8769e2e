/** Query keys of the booking screens; mutations invalidate through these. */
export const bookingKeys = {
  stylist: (subdomain: string) => ['booking', 'stylist', subdomain] as const,
  services: () => ['booking', 'services'] as const,
  openHours: () => ['booking', 'open-hours'] as const,
  closures: () => ['booking', 'closures'] as const,
  availability: () => ['booking', 'availability'] as const,
  availableDates: (duration: number, from: string, to: string, services: readonly number[] = []) =>
    ['booking', 'availability', duration, from, to, services.join(',')] as const,
  appointments: () => ['booking', 'appointments'] as const,
  appointmentList: (period: 'upcoming' | 'past') =>
    ['booking', 'appointments', 'list', period] as const,
  appointment: (uuid: string) => ['booking', 'appointments', 'uuid', uuid] as const,
  cancellation: (id: number) => ['booking', 'appointments', 'cancellation', id] as const,
  reschedule: (id: number) => ['booking', 'appointments', 'reschedule', id] as const,
  /** Under `availability`: a booking or a move refreshes these too. */
  rescheduleDates: (id: number, from: string, to: string) =>
    ['booking', 'availability', 'reschedule', id, from, to] as const,
  customer: () => ['booking', 'customer'] as const,
  policies: () => ['booking', 'policies'] as const,
};
