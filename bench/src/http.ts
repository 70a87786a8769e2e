import { request, type IncomingHttpHeaders } from 'node:http';

export type Reply = { status: number; body: unknown };
export type RawReply = { status: number; headers: IncomingHttpHeaders; bytes: Buffer };

/**
 * One HTTP call with our own Host header (fetch does not let a caller set it), on a connection of
 * its own, to 127.0.0.1 only; the answer's bytes as they came (compressed when they were). A
 * refused, dropped or timed-out call is status 0 with the error as its bytes, never an exception.
 */
export function sendRaw(origin: string, method: string, pathName: string, headers: Record<string, string>, body?: unknown, timeoutMs = 30_000): Promise<RawReply> {
  const url = new URL(pathName, origin);
  if (url.hostname !== '127.0.0.1') throw new Error(`Bench traffic goes to 127.0.0.1 only, not ${url.hostname}`);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const failed = (error: Error): RawReply => ({ status: 0, headers: {}, bytes: Buffer.from(error.message) });
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
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
        response.on('error', (error) => resolve(failed(error)));
      },
    );
    call.on('timeout', () => call.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    call.on('error', (error) => resolve(failed(error)));
    call.end(payload);
  });
}

/** `sendRaw` with the answer read as JSON (or as text when it is not JSON). */
export async function send(origin: string, method: string, pathName: string, headers: Record<string, string>, body?: unknown, timeoutMs = 30_000): Promise<Reply> {
  const reply = await sendRaw(origin, method, pathName, headers, body, timeoutMs);
  const text = reply.bytes.toString('utf8');
  try {
    return { status: reply.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
  } catch {
    return { status: reply.status, body: text };
  }
}
