import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStatistic } from './get-statistic';

afterEach(() => vi.unstubAllGlobals());

describe('getStatistic (issue #34, D66)', () => {
  const answer = () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ type: 'total-users', date: '2026-03-10', timeZone: 'UTC', value: 1 }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('asks for one member’s figures with ?member=, the business’s without it', async () => {
    const fetch = answer();
    await getStatistic('total-users', 7);
    await getStatistic('total-users');
    expect(fetch.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual([
      expect.stringMatching(/\/api\/dashboard\/statistics\/total-users\?member=7(&|$)/),
      expect.stringMatching(/\/api\/dashboard\/statistics\/total-users(\?_t=\d+)?$/),
    ]);
  });
});
