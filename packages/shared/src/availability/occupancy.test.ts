import { describe, expect, it } from 'vitest';
import { occupancyOf, processingWindowFits } from './occupancy';

describe('occupancyOf', () => {
  it('one plain service occupies its own length', () => {
    expect(occupancyOf([{ durationMinutes: 45 }])).toEqual({ durationMinutes: 45, bufferMinutes: 0, occupied: [{ from: 0, to: 45 }], processing: [] });
  });
  it('a buffer is appended after the end; the customer length stays the services own', () => {
    expect(occupancyOf([{ durationMinutes: 60, bufferMinutes: 10 }])).toEqual({ durationMinutes: 60, bufferMinutes: 10, occupied: [{ from: 0, to: 70 }], processing: [] });
  });
  it('a processing window frees the stylist inside the service', () => {
    const colour = { durationMinutes: 90, processingStartMinutes: 30, processingMinutes: 40, bufferMinutes: 15 };
    expect(occupancyOf([colour])).toEqual({
      durationMinutes: 90,
      bufferMinutes: 15,
      occupied: [{ from: 0, to: 30 }, { from: 70, to: 105 }],
      processing: [{ from: 30, to: 70 }],
    });
  });
  it('several services run back to back: each window at its service offset, the largest buffer once after the end', () => {
    const cut = { durationMinutes: 30, bufferMinutes: 5 };
    const colour = { durationMinutes: 90, processingStartMinutes: 20, processingMinutes: 45, bufferMinutes: 10 };
    const o = occupancyOf([cut, colour, cut]);
    expect(o.durationMinutes).toBe(150);
    expect(o.bufferMinutes).toBe(10);
    expect(o.processing).toEqual([{ from: 50, to: 95 }]);
    expect(o.occupied).toEqual([{ from: 0, to: 50 }, { from: 95, to: 160 }]);
  });
  it('a resized appointment keeps the windows that end before its new end and moves the buffer with the end', () => {
    const colour = { durationMinutes: 90, processingStartMinutes: 30, processingMinutes: 40, bufferMinutes: 10 };
    expect(occupancyOf([colour], 120).occupied).toEqual([{ from: 0, to: 30 }, { from: 70, to: 130 }]);
    expect(occupancyOf([colour], 70)).toMatchObject({ durationMinutes: 70, occupied: [{ from: 0, to: 80 }], processing: [] });
  });
  it('a window that does not lie strictly inside its service is ignored', () => {
    expect(occupancyOf([{ durationMinutes: 60, processingStartMinutes: 0, processingMinutes: 30 }]).occupied).toEqual([{ from: 0, to: 60 }]);
    expect(occupancyOf([{ durationMinutes: 60, processingStartMinutes: 30, processingMinutes: 30 }]).occupied).toEqual([{ from: 0, to: 60 }]);
  });
});

describe('processingWindowFits', () => {
  it('needs work before and after the window', () => {
    expect(processingWindowFits({ durationMinutes: 60 })).toBe(true);
    expect(processingWindowFits({ durationMinutes: 60, processingStartMinutes: 10, processingMinutes: 0 })).toBe(true);
    expect(processingWindowFits({ durationMinutes: 60, processingStartMinutes: 10, processingMinutes: 49 })).toBe(true);
    expect(processingWindowFits({ durationMinutes: 60, processingStartMinutes: 10, processingMinutes: 50 })).toBe(false);
    expect(processingWindowFits({ durationMinutes: 60, processingStartMinutes: 0, processingMinutes: 20 })).toBe(false);
  });
});
