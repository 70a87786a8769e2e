import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
};

type Reply = { status: number; body: object };

const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 };
const cardError = (code: string, declineCode: string | undefined, intentId: string): Reply => ({
  status: 402,
  body: {
    error: {
      type: 'card_error',
      code,
      ...(declineCode ? { decline_code: declineCode } : {}),
      message: 'Your card was declined.',
      payment_intent: { id: intentId, object: 'payment_intent', status: 'requires_payment_method' },
    },
  },
});
const missing = (what: string): Reply => ({
  status: 404,
  body: {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
  },
});

/**
 * A local HTTP server standing in for the Stripe API: it records every request (path, form
 * parameters, Idempotency-Key), refuses a mutating call without a key, replays the stored answer
 * for a reused key, and answers realistic JSON.
 */
export async function startStripeStandIn() {
  const requests: RecordedRequest[] = [];
  const accounts = new Map<string, { charges_enabled: boolean; details_submitted: boolean }>();
  const methods = new Map<string, string | null>([
    ['pm_card_visa', null],
    ['pm_card_chargeDeclined', null],
    ['pm_card_authenticationRequired', null],
  ]);
  const replies = new Map<string, Reply>();
  /** Payment intents by id (issue #20: read again after authentication, refunded). */
  const intents = new Map<string, Record<string, unknown>>();
  const refunded = new Map<string, number>();
  let counter = 0;
  const next = (prefix: string) => `${prefix}_standin_${++counter}`;

  function route(
    method: string,
    path: string,
    params: Record<string, string>,
    query: URLSearchParams,
  ): Reply {
    if (method === 'POST' && path === '/v1/accounts') {
      const id = next('acct');
      accounts.set(id, { charges_enabled: false, details_submitted: false });
      return {
        status: 200,
        body: {
          id,
          object: 'account',
          type: 'express',
          charges_enabled: false,
          details_submitted: false,
        },
      };
    }
    if (method === 'POST' && path === '/v1/account_links') {
      return {
        status: 200,
        body: {
          object: 'account_link',
          created: 1,
          expires_at: 2,
          url: `https://connect.stripe.test/setup/e/${params.account}/${next('link')}`,
        },
      };
    }
    const account = /^\/v1\/accounts\/([\w]+)$/.exec(path);
    if (method === 'GET' && account?.[1]) {
      const state = accounts.get(account[1]);
      return state
        ? { status: 200, body: { id: account[1], object: 'account', ...state } }
        : missing('account');
    }
    if (method === 'POST' && path === '/v1/customers')
      return {
        status: 200,
        body: { id: next('cus'), object: 'customer', email: params.email ?? null },
      };
    if (method === 'POST' && path === '/v1/setup_intents') {
      const id = next('seti');
      return {
        status: 200,
        body: {
          id,
          object: 'setup_intent',
          client_secret: `${id}_secret_x`,
          status: 'requires_payment_method',
          usage: params.usage,
        },
      };
    }
    const pm = /^\/v1\/payment_methods\/([\w]+)(\/attach)?$/.exec(path);
    if (pm?.[1]) {
      if (!methods.has(pm[1])) return missing('payment_method');
      if (method === 'POST' && pm[2]) methods.set(pm[1], params.customer ?? null);
      return {
        status: 200,
        body: {
          id: pm[1],
          object: 'payment_method',
          type: 'card',
          customer: methods.get(pm[1]) ?? null,
          card,
        },
      };
    }
    if (method === 'GET' && path === '/v1/payment_methods') {
      const data = [...methods]
        .filter(([, owner]) => owner === query.get('customer'))
        .map(([id, customer]) => ({ id, object: 'payment_method', type: 'card', customer, card }));
      return {
        status: 200,
        body: { object: 'list', data, has_more: false, url: '/v1/payment_methods' },
      };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = next('pi');
      // Behaviour by name, as Stripe's test payment methods (a suffix makes more of one kind).
      const method = params.payment_method ?? '';
      if (method.startsWith('pm_card_chargeDeclined'))
        return cardError('card_declined', 'generic_decline', id);
      if (method.startsWith('pm_card_authenticationRequired') && !params.return_url)
        return cardError('authentication_required', 'authentication_required', id);
      const intent: Record<string, unknown> = {
        id,
        object: 'payment_intent',
        status: 'succeeded',
        amount: Number(params.amount),
        currency: params.currency,
      };
      // On-session with a return URL, as Stripe does for 3-D Secure: the customer is sent to a page.
      if (method.startsWith('pm_card_authenticationRequired')) {
        intent.status = 'requires_action';
        intent.next_action = {
          type: 'redirect_to_url',
          redirect_to_url: { url: `https://hooks.stripe.test/3d_secure_2/${id}`, return_url: params.return_url },
        };
      }
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const intentPath = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
    if (method === 'GET' && intentPath?.[1]) {
      const intent = intents.get(intentPath[1]);
      return intent ? { status: 200, body: intent } : missing('payment_intent');
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(params.payment_intent ?? '');
      if (!intent) return missing('payment_intent');
      const amount = Number(params.amount ?? intent.amount);
      const already = refunded.get(String(intent.id)) ?? 0;
      if (intent.status !== 'succeeded' || already + amount > Number(intent.amount))
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: 'Charge has already been refunded.',
            },
          },
        };
      refunded.set(String(intent.id), already + amount);
      return {
        status: 200,
        body: { id: next('re'), object: 'refund', status: 'succeeded', amount, payment_intent: intent.id },
      };
    }
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path})`,
        },
      },
    };
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const params = Object.fromEntries(new URLSearchParams(raw));
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path: url.pathname, params, idempotencyKey });
      let reply: Reply;
      if (req.headers.authorization !== 'Bearer sk_test_standin')
        reply = {
          status: 401,
          body: { error: { type: 'invalid_request_error', message: 'Invalid API Key' } },
        };
      else if (req.method === 'POST' && !idempotencyKey)
        reply = {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              message: 'Idempotency-Key required by the stand-in',
            },
          },
        };
      else if (idempotencyKey && replies.has(idempotencyKey)) reply = replies.get(idempotencyKey)!;
      else {
        reply = route(req.method ?? '', url.pathname, params, url.searchParams);
        if (idempotencyKey) replies.set(idempotencyKey, reply);
      }
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        'request-id': next('req'),
      });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    /** Another test payment method (e.g. `pm_card_visa_2`), attachable once. */
    addPaymentMethod: (id: string) => methods.set(id, null),
    /** The customer's answer on Stripe's authentication page. */
    authenticate: (intentId: string, approve: boolean) => {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`No intent ${intentId}`);
      delete intent.next_action;
      intent.status = approve ? 'succeeded' : 'requires_payment_method';
      if (!approve)
        intent.last_payment_error = { code: 'payment_intent_authentication_failure', decline_code: 'authentication_failed' };
    },
    enableCharges: (accountId: string) =>
      accounts.set(accountId, { charges_enabled: true, details_submitted: true }),
    /** Requests to one path (optionally one method), in order. */
    to: (method: string, path: string | RegExp) =>
      requests.filter(
        (r) =>
          r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
