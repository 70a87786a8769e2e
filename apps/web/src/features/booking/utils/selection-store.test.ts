import { describe, expect, it } from 'vitest';
import { createSelectionStore, emptySelection, SELECTION_KEY } from './selection-store';

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

  it('works without storage', () => {
    const store = createSelectionStore(null);
    store.toggleService(2);
    expect(store.get().serviceIds).toEqual([2]);
  });
});
