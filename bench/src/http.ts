import { request } from 'node:http';

export type Reply = { status: number; body: unknown };

/**
 * One HTTP call with our own Host header (fetch does not let a caller set it), on a connection of
 * its own, to 127.0.0.1 only. A refused, dropped or timed-out call is status 0, never an exception.
 */
export function send(origin: string, method: string, pathName: string, headers: Record<string, string>, body?: unknown, timeoutMs = 30_000): Promise<Reply> {
  const url = new URL(pathName, origin);
  if (url.hostname !== '127.0.0.1') throw new Error(`Bench traffic goes to 127.0.0.1 only, not ${url.hostname}`);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const call = request(
      url,
      {
        method,
        agent: false,
        timeout: timeoutMs,
        headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = text === '' ? null : JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
        response.on('error', (error) => resolve({ status: 0, body: error.message }));
      },
    );
    call.on('timeout', () => call.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    call.on('error', (error) => resolve({ status: 0, body: error.message }));
    call.end(payload);
  });
}
