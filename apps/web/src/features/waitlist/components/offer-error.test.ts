import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18n, initI18n } from '@/lib/i18n';
import { offerErrorKey } from './offer-error';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['waitlist']);
});

const answer = (status: number, code: string, message: string) => new ApiError(status, { code, message }, status === 429 ? 40_000 : null);
const shown = (error: unknown) => i18n.t(`waitlist:${offerErrorKey(error)}`);

describe('offering a time: what the stylist is told', () => {
  it("the day's messages spent (429): try again tomorrow, not that the offer failed", () => {
    expect(shown(answer(429, 'RATE_LIMITED', 'You have sent the most messages allowed today (50). Try again tomorrow.'))).toBe(
      'You have sent the most offers allowed today. Try again tomorrow.',
    );
  });

  it('a taken time (409) and anything else', () => {
    expect(shown(answer(409, 'SLOT_TAKEN', 'This time slot is already taken'))).toBe('That time is taken. Choose another.');
    expect(shown(answer(500, 'INTERNAL', 'Internal server error'))).toBe('Could not offer the time.');
    expect(shown(new TypeError('Failed to fetch'))).toBe('Could not offer the time.');
  });
});
