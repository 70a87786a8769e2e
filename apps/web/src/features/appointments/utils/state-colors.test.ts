import { APPOINTMENT_STATES } from '@chairly/shared/appointments/contracts';
import { describe, expect, it } from 'vitest';
import { CALENDAR_STATES, STATE_COLORS, stateColorVar } from './state-colors';

describe('state colours', () => {
  it('gives every state its own colour', () => {
    const colours = APPOINTMENT_STATES.map((state) => STATE_COLORS[state]);
    expect(new Set(colours).size).toBe(APPOINTMENT_STATES.length);
  });

  it('lists every state a calendar shows in the legend, never expired or released holds', () => {
    expect(CALENDAR_STATES).toEqual(['held', 'booked', 'completed', 'cancelled', 'no_show']);
  });

  it('maps a state to the Mantine CSS variable of its shade', () => {
    expect(stateColorVar('booked')).toBe('var(--mantine-color-blue-8)');
    expect(stateColorVar('no_show')).toBe('var(--mantine-color-red-9)');
  });
});
