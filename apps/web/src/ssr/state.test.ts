import { afterEach, describe, expect, it } from 'vitest';
import { readSsrState, serializeSsrState, SSR_STATE_ID } from './state';
import type { SsrState } from './state';

const state: SsrState = {
  config: { baseDomain: 'chairly.localhost', publicProtocol: 'http', publicPort: 3000, oidc: null, paymentProvider: 'sandbox' },
  language: 'pt',
  resources: { pt: { common: { appName: 'Chairly' } } },
  queries: { mutations: [], queries: [] },
};

function carry(text: string) {
  const script = document.createElement('script');
  script.id = SSR_STATE_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => document.getElementById(SSR_STATE_ID)?.remove());

describe('server-rendered page state', () => {
  it('reads back what the server wrote, even with markup inside strings', () => {
    const tricky = { ...state, resources: { pt: { common: { appName: '</script><b>&' } } } };
    carry(serializeSsrState(tricky));
    expect(readSsrState()).toEqual(tricky);
  });

  it('is null on a page the server did not render, and for a damaged or foreign state', () => {
    expect(readSsrState()).toBeNull();
    carry('{not json');
    expect(readSsrState()).toBeNull();
    document.getElementById(SSR_STATE_ID)?.remove();
    carry(JSON.stringify({ ...state, language: 'xx' }));
    expect(readSsrState()).toBeNull();
    document.getElementById(SSR_STATE_ID)?.remove();
    carry(JSON.stringify({ ...state, config: { baseDomain: '' } }));
    expect(readSsrState()).toBeNull();
  });
});
