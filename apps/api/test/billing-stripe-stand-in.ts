import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type BillingRecordedRequest = { method: string; path: string; query: URLSearchParams; body: URLSearchParams; idempotencyKey: string | undefined };
type Responder = (request: BillingRecordedRequest) => { status?: number; body: unknown } | undefined;

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => resolve(data));
  });

/** A local HTTP server standing in for api.stripe.com's Billing calls: records every call, answers from `respond`. */
export async function startBillingStripeStandIn(respond: Responder) {
  const requests: BillingRecordedRequest[] = [];
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const header = request.headers['idempotency-key'];
    const recorded: BillingRecordedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: new URLSearchParams(await read(request)),
      idempotencyKey: Array.isArray(header) ? header[0] : header,
    };
    requests.push(recorded);
    const answer = respond(recorded) ?? { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' } } };
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests,
    find: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
