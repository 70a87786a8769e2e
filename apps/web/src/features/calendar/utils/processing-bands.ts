import type { CalendarAppointment } from '@chairly/shared/appointments/contracts';

/** A processing window drawn inside its appointment's box: where it starts and how much of the box it takes (per cent). */
export type ProcessingBand = { top: number; height: number; startsAt: string; endsAt: string };

/**
 * The appointment's processing windows (issue #18: a colour developing, the stylist free for
 * another client) as bands of its calendar box, which runs from `startsAt` to `endsAt`.
 */
export function processingBands(appointment: Pick<CalendarAppointment, 'startsAt' | 'endsAt' | 'processing'>): ProcessingBand[] {
  const start = Date.parse(appointment.startsAt);
  const length = Date.parse(appointment.endsAt) - start;
  if (!(length > 0)) return [];
  const percent = (ms: number) => Math.min(100, Math.max(0, (ms / length) * 100));
  return (appointment.processing ?? []).map((w) => {
    const top = percent(Date.parse(w.startsAt) - start);
    return { top, height: percent(Date.parse(w.endsAt) - start) - top, startsAt: w.startsAt, endsAt: w.endsAt };
  });
}
