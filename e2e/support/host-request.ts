import http from 'node:http';

export type HostResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * An HTTP request from Node to the system under test. Node does not resolve `*.localhost`, so it
 * connects to 127.0.0.1 and names the host in the `Host` header, as a browser would.
 */
export function hostRequest(
  port: number,
  host: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<HostResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { host: `${host}:${port}`, ...options.headers },
        timeout: options.timeoutMs ?? 5000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`timeout: ${host}${path}`)));
    request.on('error', reject);
    if (options.body !== undefined) request.write(options.body);
    request.end();
  });
}
