import { describe, expect, it } from 'vitest';
import type { Appointment } from '@chairly/shared/appointments/contracts';
import { createSelectionStore, emptySelection, holdOf, SELECTION_KEY } from './selection-store';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('selection store', () => {
  it('survives a page load: a new store reads what the previous one wrote', () => {
    const storage = memoryStorage();
    const before = createSelectionStore(storage);
    before.toggleService(3);
    before.toggleService(5);
    before.update({ date: '2026-11-23', time: '09:15', continueAfterLogin: true });
    const after = createSelectionStore(storage);
    expect(after.get()).toMatchObject({
      serviceIds: [3, 5],
      date: '2026-11-23',
      time: '09:15',
      continueAfterLogin: true,
    });
  });

  it('forgets the picked time when the services change', () => {
    const store = createSelectionStore(memoryStorage());
    store.toggleService(3);
    store.update({ date: '2026-11-23', time: '09:15' });
    store.toggleService(3);
    expect(store.get()).toMatchObject({ serviceIds: [], date: null, time: null });
  });

  it('clears everything, in memory and in storage (Start over)', () => {
    const storage = memoryStorage();
    const store = createSelectionStore(storage);
    store.toggleService(1);
    let notified = 0;
    store.subscribe(() => notified++);
    store.clear();
    expect(store.get()).toEqual(emptySelection);
    expect(storage.data.has(SELECTION_KEY)).toBe(false);
    expect(notified).toBe(1);
  });

  it('ignores unreadable stored data', () => {
    const storage = memoryStorage();
    storage.setItem(SELECTION_KEY, '{"serviceIds":"nope"}');
    expect(createSelectionStore(storage).get()).toEqual(emptySelection);
    storage.setItem(SELECTION_KEY, 'not json');
    expect(createSelectionStore(storage).get()).toEqual(emptySelection);
  });

  it('keeps the chosen member across a page load and a change of services (issue #34)', () => {
    const storage = memoryStorage();
    const store = createSelectionStore(storage);
    store.update({ memberId: 2 });
    store.toggleService(3);
    expect(createSelectionStore(storage).get()).toMatchObject({ serviceIds: [3], memberId: 2 });
  });

  it('books with anyone available from a selection saved before teams or with a bad member', () => {
    const storage = memoryStorage();
    storage.setItem(SELECTION_KEY, '{"serviceIds":[3],"date":null,"time":null}');
    expect(createSelectionStore(storage).get().memberId).toBeNull();
    storage.setItem(SELECTION_KEY, '{"serviceIds":[3],"memberId":"2"}');
    expect(createSelectionStore(storage).get().memberId).toBeNull();
  });

  it('works without storage', () => {
    const store = createSelectionStore(null);
    store.toggleService(2);
    expect(store.get().serviceIds).toEqual([2]);
  });
});

describe('holdOf', () => {
  const held = {
    id: 7,
    uuid: '0b6f2c1e-5d4a-4f6e-9a3b-2c1d0e9f8a7b',
    startsAt: '2026-11-23T09:15:00-05:00',
    endsAt: '2026-11-23T10:00:00-05:00',
    amount: 45,
    services: [{ id: 3, name: 'Cut', price: 45, duration: 45 }],
  };

  it('keeps the held appointment and its deposit, expiring at the start when no expiry is given', () => {
    const hold = holdOf({ ...held, holdExpiresAt: null, depositAmount: 10 } as unknown as Appointment);
    expect(hold).toEqual({
      appointmentId: 7,
      uuid: held.uuid,
      startsAt: held.startsAt,
      endsAt: held.endsAt,
      amount: 45,
      holdExpiresAt: held.startsAt,
      services: held.services,
      deposit: 10,
    });
  });

  it('keeps the member the hold was given to (issue #34)', () => {
    const hold = holdOf({ ...held, holdExpiresAt: null, memberId: 2, memberName: 'Dana Doe' } as unknown as Appointment);
    expect(hold).toMatchObject({ memberId: 2, memberName: 'Dana Doe' });
  });

  it('has no deposit when the appointment carries none', () => {
    const hold = holdOf({ ...held, holdExpiresAt: '2026-11-23T09:05:00-05:00' } as unknown as Appointment);
    expect(hold.holdExpiresAt).toBe('2026-11-23T09:05:00-05:00');
    expect(hold.deposit).toBeNull();
  });
});
