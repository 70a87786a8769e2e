import { describe, expect, it } from 'vitest';
import { mayRegisterServiceWorker } from './service-worker';

describe('mayRegisterServiceWorker', () => {
  it.each([
    [true, 'https:', 'anna.example.com', true],
    [true, 'http:', 'anna.chairly.localhost', true],
    [true, 'http:', 'localhost', true],
    [true, 'http:', 'anna.example.com', false],
    [false, 'https:', 'anna.example.com', false],
    [false, 'http:', 'chairly.localhost', false],
  ])('production %s, %s//%s → %s', (production, protocol, hostname, expected) => {
    expect(mayRegisterServiceWorker(production, { protocol, hostname })).toBe(expected);
  });
});
