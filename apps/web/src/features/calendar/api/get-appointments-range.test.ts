import type { AppointmentRange } from '@chairly/shared/appointments/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAppointmentsRange } from './get-appointments-range';

const apiFetch = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiFetch }));

const range = { start: '2031-03-24T00:00:00+01:00', end: '2031-03-31T00:00:00+02:00' };
const base = { 'startsAt[after]': range.start, 'startsAt[strictly_before]': range.end };
const member = (id: number) => ({ '@id': `/api/appointments/${id}`, id }) as unknown as AppointmentRange['hydra:member'][number];
const page = (ids: number[], next?: string): AppointmentRange => ({
  '@context': '/api/contexts/Appointment',
  '@id': '/api/appointments',
  '@type': 'hydra:Collection',
  'hydra:member': ids.map(member),
  'hydra:totalItems': 5,
  ...(next ? { 'hydra:view': { '@id': '/api/appointments', '@type': 'hydra:PartialCollectionView', 'hydra:next': `/api/appointments?cursor=${next}` } } : {}),
});

describe('the calendar range (issue #33: bounded answers)', () => {
  beforeEach(() => apiFetch.mockReset());

  it('reads every page of the visible range, following each answer’s next cursor, so no appointment is missing', async () => {
    apiFetch.mockResolvedValueOnce(page([1, 2], '100.2')).mockResolvedValueOnce(page([3, 4], '200.4')).mockResolvedValueOnce(page([5]));
    const list = await getAppointmentsRange(range);
    expect(list['hydra:member'].map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    expect(apiFetch.mock.calls.map(([, request]) => (request as { query: unknown }).query)).toEqual([
      base,
      { ...base, cursor: '100.2' },
      { ...base, cursor: '200.4' },
    ]);
  });

  it('one member’s range (issue #34, the week’s filter) asks for her on every page', async () => {
    apiFetch.mockResolvedValueOnce(page([1], '100.1')).mockResolvedValueOnce(page([2]));
    await getAppointmentsRange(range, undefined, 7);
    expect(apiFetch.mock.calls.map(([, request]) => (request as { query: unknown }).query)).toEqual([
      { ...base, member: '7' },
      { ...base, member: '7', cursor: '100.1' },
    ]);
  });

  it('asks once when the range fits in one answer', async () => {
    apiFetch.mockResolvedValueOnce(page([1]));
    expect((await getAppointmentsRange(range))['hydra:member']).toHaveLength(1);
    expect(apiFetch).toHaveBeenCalledTimes(1);
  });
});
