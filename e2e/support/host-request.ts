import http from 'node:http';
import type { APIResponse, Route } from '@playwright/test';

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

/**
 * A routed browser request sent on by Playwright from Node (for a test that rewrites the answer):
 * to 127.0.0.1 with the page's host in `Host`, since Node does not resolve `*.localhost`.
 */
export function fetchOnLoopback(route: Route): Promise<APIResponse> {
  const url = new URL(route.request().url());
  const host = url.host;
  url.hostname = '127.0.0.1';
  return route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } });
}
