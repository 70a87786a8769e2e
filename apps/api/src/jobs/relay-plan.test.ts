import { describe, expect, it } from 'vitest';
import { memberNoticeOf, planEvent, reminderStartAfter } from './relay-plan';

describe('planEvent', () => {
  it('a booking tells both sides and schedules the reminder; a reschedule tells the other side (both when the customer moved it); an edit only reschedules the reminder', () => {
    const booked = planEvent({ kind: 'appointment.booked', stylistId: 1, appointmentId: 2, by: 'customer' });
    expect(booked.jobs.map((j) => (j.data as { audience: string }).audience)).toEqual(['customer', 'stylist']);
    expect(booked.syncReminder).toEqual(expect.objectContaining({ appointmentId: 2 }));
    expect(planEvent({ kind: 'appointment.moved', stylistId: 1, appointmentId: 2 }).jobs).toEqual([]);
    const audiences = (by: 'customer' | 'stylist') =>
      planEvent({ kind: 'appointment.rescheduled', stylistId: 1, appointmentId: 2, by, previousStartsAt: '2026-01-01T10:00:00.000Z', sequence: 1 }).jobs.map((j) => (j.data as { audience: string }).audience);
    expect(audiences('stylist')).toEqual(['customer']);
    expect(audiences('customer')).toEqual(['customer', 'stylist']);
    expect(planEvent({ kind: 'appointment.rescheduled', stylistId: 1, appointmentId: 2, by: 'stylist', previousStartsAt: '2026-01-01T10:00:00.000Z', sequence: 1 }).syncReminder).toEqual(expect.objectContaining({ appointmentId: 2 }));
    expect(planEvent({ kind: 'appointment.completed', stylistId: 1, appointmentId: 2 }).jobs[0]?.queue).toBe('review.request');
  });
});

describe('planEvent: the stylist’s own actions and series (issue #31.5)', () => {
  const audiences = (plan: ReturnType<typeof planEvent>) => plan.jobs.map((j) => (j.data as { audience: string }).audience);
  it('tells the stylist nothing of a booking or cancellation she made herself', () => {
    expect(audiences(planEvent({ kind: 'appointment.booked', stylistId: 1, appointmentId: 2, by: 'stylist' }))).toEqual(['customer']);
    expect(audiences(planEvent({ kind: 'appointment.cancelled', stylistId: 1, appointmentId: 2, by: 'stylist' }))).toEqual(['customer']);
    expect(audiences(planEvent({ kind: 'appointment.cancelled', stylistId: 1, appointmentId: 2, by: 'customer' }))).toEqual(['customer', 'stylist']);
  });
  it('an occurrence of a series only schedules its reminder; the series tells the customer once', () => {
    const occurrence = planEvent({ kind: 'appointment.booked', stylistId: 1, appointmentId: 2, by: 'stylist', seriesId: 7 });
    expect(occurrence.jobs).toEqual([]);
    expect(occurrence.syncReminder).toEqual(expect.objectContaining({ appointmentId: 2 }));
    const series = planEvent({ kind: 'appointment.series-booked', stylistId: 1, seriesId: 7, appointmentIds: [2, 3, 4] });
    expect(audiences(series)).toEqual(['customer']);
    expect(series.syncReminder).toBeNull();
  });
  it('an occurrence cancelled with the rest of its series only drops its reminder; the series’ cancellation tells the customer once', () => {
    const occurrence = planEvent({ kind: 'appointment.cancelled', stylistId: 1, appointmentId: 2, by: 'stylist', seriesId: 7 });
    expect(occurrence.jobs).toEqual([]);
    expect(occurrence.syncReminder).toEqual(expect.objectContaining({ appointmentId: 2 }));
    const series = planEvent({ kind: 'appointment.series-cancelled', stylistId: 1, seriesId: 7, appointmentIds: [2, 3] });
    expect(audiences(series)).toEqual(['customer']);
    expect(series.syncReminder).toBeNull();
  });
});

describe('reminderStartAfter', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('is the start minus the hours, or nothing when off or already due', () => {
    expect(reminderStartAfter(new Date('2026-01-03T10:00:00Z'), 24, true, now)?.toISOString()).toBe('2026-01-02T10:00:00.000Z');
    expect(reminderStartAfter(new Date('2026-01-03T10:00:00Z'), 24, false, now)).toBeNull();
    expect(reminderStartAfter(new Date('2026-01-01T10:00:00Z'), 24, true, now)).toBeNull();
  });
});

describe('memberNoticeOf (issue #34, D68)', () => {
  it('names the appointment whose member may hear of a new, cancelled or moved appointment; a series once, by its first date', () => {
    expect(memberNoticeOf({ kind: 'appointment.booked', stylistId: 1, appointmentId: 2, by: 'stylist' })).toEqual({ stylistId: 1, appointmentId: 2 });
    expect(memberNoticeOf({ kind: 'appointment.cancelled', stylistId: 1, appointmentId: 2, by: 'customer' })).toEqual({ stylistId: 1, appointmentId: 2 });
    expect(memberNoticeOf({ kind: 'appointment.rescheduled', stylistId: 1, appointmentId: 2, by: 'stylist', previousStartsAt: '2026-01-01T10:00:00.000Z', sequence: 1 })).toEqual({ stylistId: 1, appointmentId: 2 });
    expect(memberNoticeOf({ kind: 'appointment.booked', stylistId: 1, appointmentId: 2, by: 'stylist', seriesId: 7 })).toBeNull();
    expect(memberNoticeOf({ kind: 'appointment.series-booked', stylistId: 1, seriesId: 7, appointmentIds: [4, 5] })).toEqual({ stylistId: 1, appointmentId: 4 });
    expect(memberNoticeOf({ kind: 'appointment.completed', stylistId: 1, appointmentId: 2 })).toBeNull();
    expect(memberNoticeOf({ kind: 'appointment.moved', stylistId: 1, appointmentId: 2 })).toBeNull();
  });
});
