/**
 * What an appointment occupies of the stylist's time (issue #18, buffers and processing time).
 * Pure; the availability engine, the writes that store `appointments.occupied` and the calendar
 * all take it from here.
 *
 * - The services run back to back, in the order chosen; the customer's appointment lasts their
 *   summed duration (`endsAt` is the services' own end).
 * - A service's processing window (`processingStartMinutes` after the service starts, lasting
 *   `processingMinutes`; 0 = none) frees the stylist inside it: another appointment may take place
 *   there if it fits entirely inside (its own buffer included).
 * - The appointment's buffer is the largest buffer of its services, appended after its end:
 *   nothing else may start in it (clean-up), but the customer never sees it.
 * - An appointment of another length than its services' sum (the stylist resized it) keeps the
 *   processing windows that still end before its end and drops the others; the buffer follows
 *   the new end.
 */
export type ServicePattern = {
  durationMinutes: number;
  bufferMinutes?: number;
  processingStartMinutes?: number;
  processingMinutes?: number;
};

/** Minutes after the appointment's start, half-open [from, to). */
export type Segment = { from: number; to: number };

export type Occupancy = {
  /** The customer's length: from the start to the services' end. */
  durationMinutes: number;
  bufferMinutes: number;
  /** The stylist's busy stretches: the appointment and its buffer minus the processing windows, in order, never touching. */
  occupied: Segment[];
  /** The processing windows in which the stylist is free, in order. */
  processing: Segment[];
};

export const MAX_BUFFER_MINUTES = 120;

/** Whether a service's processing window lies strictly inside it (work before and after it), or is absent. */
export function processingWindowFits(service: ServicePattern): boolean {
  const start = service.processingStartMinutes ?? 0;
  const length = service.processingMinutes ?? 0;
  if (length === 0) return true;
  return length > 0 && start > 0 && start + length < service.durationMinutes;
}

export function occupancyOf(services: readonly ServicePattern[], lengthMinutes?: number): Occupancy {
  const natural = services.reduce((sum, s) => sum + s.durationMinutes, 0);
  const length = lengthMinutes ?? natural;
  const bufferMinutes = services.reduce((max, s) => Math.max(max, s.bufferMinutes ?? 0), 0);
  const processing: Segment[] = [];
  let offset = 0;
  for (const service of services) {
    const minutes = service.processingMinutes ?? 0;
    if (minutes > 0 && processingWindowFits(service)) {
      const from = offset + (service.processingStartMinutes ?? 0);
      const to = from + minutes;
      if (to < length) processing.push({ from, to });
    }
    offset += service.durationMinutes;
  }
  const occupied: Segment[] = [];
  let cursor = 0;
  for (const window of processing) {
    occupied.push({ from: cursor, to: window.from });
    cursor = window.to;
  }
  occupied.push({ from: cursor, to: length + bufferMinutes });
  return { durationMinutes: length, bufferMinutes, occupied, processing };
}
