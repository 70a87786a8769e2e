import type { CalendarAppointment } from '@chairly/shared/appointments/contracts';
import { describe, expect, it } from 'vitest';
import { toBusinessHours, toEvents } from './to-events';

const appointment = (id: number, state: CalendarAppointment['state']): CalendarAppointment => ({
  id,
  state,
  startsAt: '2031-01-10T09:00:00+01:00',
  endsAt: '2031-01-10T10:00:00+01:00',
  amount: 30,
  currency: 'EUR',
  note: '',
  customer: { id: 1, name: 'Kim', lastName: 'Lee' },
  services: [],
  memberId: 1,
  memberName: 'Kim',
});

describe('calendar events', () => {
  it('keeps the stylist’s offset, colours by state and lets only booked ones move', () => {
    const [booked, done] = toEvents([appointment(1, 'booked'), appointment(2, 'completed')], (a) => a.customer?.name ?? '');
    expect(booked).toMatchObject({ id: '1', title: 'Kim', start: '2031-01-10T09:00:00+01:00', color: 'var(--mantine-color-blue-8)', editable: true });
    expect(done).toMatchObject({ color: 'var(--mantine-color-teal-9)', editable: false });
  });

  it('turns open hours (0 = Monday) into business hours (0 = Sunday)', () => {
    expect(toBusinessHours([{ weekDay: 0, startTime: '08:00', endTime: '18:00' }, { weekDay: 6, startTime: '10:00', endTime: '14:00' }])).toEqual([
      { daysOfWeek: [1], startTime: '08:00', endTime: '18:00' },
      { daysOfWeek: [0], startTime: '10:00', endTime: '14:00' },
    ]);
  });
});
