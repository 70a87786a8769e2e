import { createHash, createHmac } from 'node:crypto';
import { assertStorageKey, STORAGE_KEY, type ObjectStorage } from './storage';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …); see docs/storage.md. */
export type S3StorageOptions = {
  /** Base URL of the S3 API, e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** true: {endpoint}/{bucket}/{key} (MinIO, R2, most self-hosted); false: {bucket}.{endpoint host}/{key}. */
  forcePathStyle: boolean;
};

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };
/** Keys are content-addressed: an object never changes, so any cache may keep it forever. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const REQUEST_TIMEOUT_MS = 30_000;

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: only A-Z a-z 0-9 - _ . ~ stay as they are. */
export const uriEncode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20150830T123600Z` */
export const amzDate = (date: Date): string => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export type SignInput = {
  method: string;
  /** Already URI-encoded path, e.g. `/bucket/key.webp`. */
  path: string;
  /** Query parameters (unencoded); empty for S3 object reads and writes. */
  query?: Record<string, string>;
  /** Headers to sign, `host` and `x-amz-date` included; names in any case. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (or `UNSIGNED-PAYLOAD`). */
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export type Signature = { canonicalRequest: string; stringToSign: string; signature: string; authorization: string };

/** AWS Signature Version 4 (HMAC-SHA256) of one request; the headers must carry x-amz-date. */
export function signV4(input: SignInput): Signature {
  const headers = Object.entries(input.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const date = headers.find(([name]) => name === 'x-amz-date')?.[1];
  if (!date || !/^\d{8}T\d{6}Z$/.test(date)) throw new Error('signV4: x-amz-date header (YYYYMMDDTHHMMSSZ) is required');
  const signedHeaders = headers.map(([name]) => name).join(';');
  const query = Object.entries(input.query ?? {})
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    input.method.toUpperCase(),
    input.path,
    query,
    headers.map(([name, value]) => `${name}:${value}\n`).join(''),
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${date.slice(0, 8)}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonicalRequest)].join('\n');
  const kDate = hmac(`AWS4${input.secretAccessKey}`, date.slice(0, 8));
  const kSigning = hmac(hmac(hmac(kDate, input.region), input.service), 'aws4_request');
  const signature = createHmac('sha256', kSigning).update(stringToSign).digest('hex');
  return {
    canonicalRequest,
    stringToSign,
    signature,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/** The code of an S3 XML error (`<Code>AccessDenied</Code>`), for a readable failure. */
async function errorCode(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  return /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1] ?? 'no error code';
}

/** ObjectStorage over the S3 REST API: plain fetch, SigV4-signed PutObject and GetObject. */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const base = new URL(options.endpoint);
  if (!options.forcePathStyle) base.hostname = `${options.bucket}.${base.hostname}`;
  const prefix = base.pathname.replace(/\/+$/, '');
  const objectUrl = (key: string) => {
    const url = new URL(base);
    url.pathname = `${prefix}${options.forcePathStyle ? `/${uriEncode(options.bucket)}` : ''}/${uriEncode(key)}`;
    return url;
  };

  async function send(method: 'GET' | 'PUT', key: string, body?: Buffer, extra: Record<string, string> = {}) {
    const url = objectUrl(key);
    const headers: Record<string, string> = {
      ...extra,
      host: url.host,
      'x-amz-content-sha256': sha256Hex(body ?? ''),
      'x-amz-date': amzDate(new Date()),
    };
    const { authorization } = signV4({
      method,
      path: url.pathname,
      headers,
      payloadHash: headers['x-amz-content-sha256']!,
      region: options.region,
      service: 's3',
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
    });
    // fetch sets Host itself from the URL (the same url.host that was signed).
    const { host: _host, ...sent } = headers;
    return fetch(url, {
      method,
      headers: { ...sent, authorization },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  }

  return {
    async put(key, body, contentType) {
      assertStorageKey(key);
      if (CONTENT_TYPES[key.split('.').pop() ?? ''] !== contentType) throw new Error(`Key ${key} does not match ${contentType}`);
      const res = await send('PUT', key, body, { 'content-type': contentType, 'cache-control': CACHE_CONTROL });
      if (!res.ok) throw new Error(`S3 PutObject ${key} failed: HTTP ${res.status} (${await errorCode(res)})`);
      await res.body?.cancel();
    },
    async get(key) {
      if (!STORAGE_KEY.test(key)) return null;
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) throw new Error(`S3 GetObject ${key} failed: HTTP ${res.status} (${await errorCode(res)})`);
      const body = Buffer.from(await res.arrayBuffer());
      return { body, contentType: res.headers.get('content-type') ?? CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream' };
    },
  };
}
