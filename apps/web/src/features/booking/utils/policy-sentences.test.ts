import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/booking.json';
import { policySentences, requiresCard } from './policy-sentences';

async function english() {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { booking: en } },
    defaultNS: 'booking',
    interpolation: { escapeValue: false },
  });
  return i18n;
}

describe('policySentences', () => {
  it('explains cancellation and no-show fees in plain words', async () => {
    const i18n = await english();
    const sentences = policySentences([
      { stylistConfig: 0, value: 50 },
      { stylistConfig: 1, value: 25 },
      { stylistConfig: 2, value: 1440 },
    ]);
    expect(sentences.map((s) => i18n.t(s.key, s.values)).join(' ')).toBe(
      'Cancelling less than 24 hours before costs 25% of the price. Not showing up costs 50% of the price.',
    );
  });

  it('says nothing of a cancellation fee without its window, or of policies that are off', () => {
    expect(policySentences([{ stylistConfig: 1, value: 25 }])).toEqual([]);
    expect(policySentences([])).toEqual([]);
    expect(policySentences([{ stylistConfig: 0, value: 100 }])).toEqual([
      { key: 'policy.noShow', values: { percent: 100 } },
    ]);
  });

  it('asks for a card whenever a policy is on', () => {
    expect(requiresCard([])).toBe(false);
    expect(requiresCard([{ stylistConfig: 0, value: 50 }])).toBe(true);
  });
});
