import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
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

const sha256Hex = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');

/** RFC 3986 encoding of a path segment: only A-Z a-z 0-9 - _ . ~ stay as they are. */
const uriEncode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The code of an S3 XML error (`<Code>AccessDenied</Code>`), for a readable failure. */
async function errorCode(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  return /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1] ?? 'no error code';
}

/** ObjectStorage over the S3 REST API: PutObject and GetObject through fetch, signed by aws4fetch. */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const base = new URL(options.endpoint);
  if (!options.forcePathStyle) base.hostname = `${options.bucket}.${base.hostname}`;
  const prefix = base.pathname.replace(/\/+$/, '');
  const objectUrl = (key: string) => {
    const url = new URL(base);
    url.pathname = `${prefix}${options.forcePathStyle ? `/${uriEncode(options.bucket)}` : ''}/${uriEncode(key)}`;
    return url;
  };

  // aws4fetch signs each request with AWS Signature Version 4. No retries: a failed upload is
  // reported to the stylist at once (its default would retry 5xx answers up to 10 times).
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    retries: 0,
  });

  function send(method: 'GET' | 'PUT', key: string, body?: Buffer, extra: Record<string, string> = {}) {
    return client.fetch(objectUrl(key), {
      method,
      // The body's hash is sent and signed (not UNSIGNED-PAYLOAD), so the bucket checks the bytes.
      headers: { ...extra, 'x-amz-content-sha256': sha256Hex(body ?? '') },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      // Sign Content-Type too (aws4fetch leaves it out by default): nobody may change a stored type.
      aws: { allHeaders: true },
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
