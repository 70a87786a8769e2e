import type { SmsTransport } from './sms-transport';

type Options = { accountSid: string; authToken: string; from: string; apiUrl: string; fetch?: typeof fetch };

export class SmsDeliveryError extends Error {
  constructor(readonly status: number, readonly providerCode: string | null) {
    super(`Twilio answered ${status}${providerCode ? ` (code ${providerCode})` : ''}`);
  }
}

/** SMS through Twilio's REST API (Messages resource), plain fetch with basic auth. */
export function createTwilioSmsTransport({ accountSid, authToken, from, apiUrl, fetch: doFetch = fetch }: Options): SmsTransport {
  const endpoint = `${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send({ to, body }) {
      const response = await doFetch(endpoint, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ To: to, From: from, Body: body }).toString(),
        signal: AbortSignal.timeout(15_000),
      });
      if (response.ok) return;
      // Only Twilio's error code leaves this function: the answer may echo the recipient and the text.
      const answer = (await response.json().catch(() => null)) as { code?: unknown } | null;
      throw new SmsDeliveryError(response.status, answer?.code === undefined ? null : String(answer.code));
    },
  };
}
