import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env';
import { createS3Storage } from '../src/gateways/storage/s3-storage';
import { HOSTS } from './helpers';
import { createSettingsFixture, type SettingsFixture } from './settings-fixture';

const ACCESS_KEY_ID = 'AKIDCHAIRLYTEST';
const SECRET = 'chairly-test-secret-do-not-echo';
const BUCKET = 'chairly-images';
const REGION = 'eu-central-1';

// The adapter signs with aws4fetch. The stand-in below checks every signature with this
// independent SigV4, written out step by step from AWS's documentation ("Create a signed AWS API
// request"), so a signing bug in the adapter or its use of the library fails these tests.
const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hmacSha256 = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();
/** RFC 3986: only A-Z a-z 0-9 - _ . ~ stay as they are. */
const rfc3986 = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

type SignedRequest = {
  method: string;
  /** The path as sent on the wire (percent-encoded). */
  path: string;
  query: URLSearchParams;
  /** Lower-case names; only the signed ones are read. */
  headers: Record<string, string | undefined>;
  signedHeaders: string[];
  /** The x-amz-content-sha256 value (S3 signs what that header says). */
  payloadHash: string;
  /** x-amz-date, YYYYMMDDTHHMMSSZ. */
  date: string;
  region: string;
  service: string;
  secretAccessKey: string;
};

function referenceSigV4(r: SignedRequest) {
  // Step 1: the canonical request. S3 encodes each path segment once (no normalisation).
  const canonicalUri = r.path
    .split('/')
    .map((segment) => rfc3986(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = [...r.query]
    .map(([k, v]) => [rfc3986(k), rfc3986(v)])
    .sort(([a, x], [b, y]) => (a! < b! ? -1 : a! > b! ? 1 : x! < y! ? -1 : x! > y! ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const names = [...r.signedHeaders].sort();
  const canonicalHeaders = names.map((name) => `${name}:${(r.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [r.method, canonicalUri, canonicalQuery, canonicalHeaders, names.join(';'), r.payloadHash].join('\n');
  // Step 2: the string to sign.
  const scope = `${r.date.slice(0, 8)}/${r.region}/${r.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', r.date, scope, sha256Hex(canonicalRequest)].join('\n');
  // Step 3: the signing key, derived from the secret through date, region and service.
  const kDate = hmacSha256(`AWS4${r.secretAccessKey}`, r.date.slice(0, 8));
  const kSigning = hmacSha256(hmacSha256(hmacSha256(kDate, r.region), r.service), 'aws4_request');
  // Step 4: the signature.
  return { canonicalRequest, stringToSign, signature: createHmac('sha256', kSigning).update(stringToSign).digest('hex') };
}

describe('the reference SigV4 the stand-in checks with', () => {
  // AWS SigV4 test suite, case get-vanilla: `GET / HTTP/1.1`, Host: example.amazonaws.com,
  // X-Amz-Date: 20150830T123600Z, empty body; credential AKIDEXAMPLE/20150830/us-east-1/service.
  it('matches the published get-vanilla vector', () => {
    const signed = referenceSigV4({
      method: 'GET',
      path: '/',
      query: new URLSearchParams(),
      headers: { host: 'example.amazonaws.com', 'x-amz-date': '20150830T123600Z' },
      signedHeaders: ['host', 'x-amz-date'],
      payloadHash: sha256Hex(''),
      date: '20150830T123600Z',
      region: 'us-east-1',
      service: 'service',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    });
    expect(signed.canonicalRequest).toBe(
      'GET\n/\n\nhost:example.amazonaws.com\nx-amz-date:20150830T123600Z\n\nhost;x-amz-date\ne3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(signed.stringToSign).toBe(
      'AWS4-HMAC-SHA256\n20150830T123600Z\n20150830/us-east-1/service/aws4_request\nbb579772317eb040ac9ed261061d46c1f17a8133879d6129b6e1c25292927e63',
    );
    expect(signed.signature).toBe('5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31');
  });

  // Amazon S3 API reference, "Signature calculations for the Authorization header", example GET Object:
  // GET /test.txt from examplebucket.s3.amazonaws.com with Range: bytes=0-9 on 20130524T000000Z.
  it('matches the S3 documentation\'s GetObject example', () => {
    const date = '20130524T000000Z';
    const signed = referenceSigV4({
      method: 'GET',
      path: '/test.txt',
      query: new URLSearchParams(),
      headers: { host: 'examplebucket.s3.amazonaws.com', range: 'bytes=0-9', 'x-amz-content-sha256': sha256Hex(''), 'x-amz-date': date },
      signedHeaders: ['host', 'range', 'x-amz-content-sha256', 'x-amz-date'],
      payloadHash: sha256Hex(''),
      date,
      region: 'us-east-1',
      service: 's3',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });
});

const AUTHORIZATION = new RegExp(
  `^AWS4-HMAC-SHA256 Credential=${ACCESS_KEY_ID}/(\\d{8})/${REGION}/s3/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$`,
);

/**
 * What S3 checks before it touches an object: the credential, the clock, the body's hash and the
 * signature. Returns the S3 error (status and code) that refuses the request, or null.
 */
function checkSignature(
  method: string,
  url: URL,
  header: (name: string) => string | undefined,
  body: Buffer,
): { status: number; code: string } | null {
  const auth = AUTHORIZATION.exec(header('authorization') ?? '');
  const date = header('x-amz-date');
  if (!auth || !date || !/^\d{8}T\d{6}Z$/.test(date) || auth[1] !== date.slice(0, 8)) return { status: 403, code: 'AccessDenied' };
  const sent = Date.parse(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`);
  if (Math.abs(sent - Date.now()) > 15 * 60_000) return { status: 403, code: 'RequestTimeTooSkewed' };
  if (header('x-amz-content-sha256') !== sha256Hex(body)) return { status: 400, code: 'XAmzContentSHA256Mismatch' };
  const signedHeaders = auth[2]!.split(';');
  // Ours, stricter than S3: the host, the date, the body's hash and (on a put) its type are signed.
  const required = ['host', 'x-amz-content-sha256', 'x-amz-date', ...(method === 'PUT' ? ['content-type'] : [])];
  if (!required.every((name) => signedHeaders.includes(name))) return { status: 403, code: 'AccessDenied' };
  const { signature } = referenceSigV4({
    method,
    path: url.pathname,
    query: url.searchParams,
    headers: Object.fromEntries(signedHeaders.map((name) => [name, header(name)])),
    signedHeaders,
    payloadHash: sha256Hex(body),
    date,
    region: REGION,
    service: 's3',
    secretAccessKey: SECRET,
  });
  return signature === auth[3] ? null : { status: 403, code: 'SignatureDoesNotMatch' };
}

/** A stand-in for an S3 bucket: checks each request's signature and keeps objects in memory. */
type StandIn = {
  url: string;
  objects: Map<string, { body: Buffer; contentType: string; cacheControl: string | undefined }>;
  requests: { method: string; path: string }[];
  close: () => Promise<void>;
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function startS3StandIn(): Promise<StandIn> {
  const objects: StandIn['objects'] = new Map();
  const requests: StandIn['requests'] = [];
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push({ method: req.method ?? '', path: url.pathname });
    const refuse = (status: number, code: string) => {
      res.writeHead(status, { 'content-type': 'application/xml' });
      res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
    };
    // Every header as it arrived on the wire (Host as the client sent it).
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(',') : value;
    };
    const refused = checkSignature(req.method ?? '', url, header, body);
    if (refused) return refuse(refused.status, refused.code);
    const match = /^\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (!match || match[1] !== BUCKET) return refuse(404, 'NoSuchBucket');
    const key = decodeURIComponent(match[2]!);
    if (req.method === 'PUT') {
      objects.set(key, {
        body,
        contentType: req.headers['content-type'] ?? 'binary/octet-stream',
        cacheControl: req.headers['cache-control'],
      });
      res.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` });
      return res.end();
    }
    if (req.method === 'GET') {
      const object = objects.get(key);
      if (!object) return refuse(404, 'NoSuchKey');
      res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
      return res.end(object.body);
    }
    refuse(405, 'MethodNotAllowed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

let s3: StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(async () => s3.close());
beforeEach(() => {
  s3.objects.clear();
  s3.requests.length = 0;
});

const options = () => ({
  endpoint: s3.url,
  region: REGION,
  bucket: BUCKET,
  accessKeyId: ACCESS_KEY_ID,
  secretAccessKey: SECRET,
  forcePathStyle: true,
});

describe('createS3Storage against a local S3 stand-in', () => {
  it('put then get round trip (path style, signed, content type and cache headers kept)', async () => {
    const storage = createS3Storage(options());
    const body = Buffer.from('not really a webp, but bytes are bytes');
    await storage.put('profile-1-abc.webp', body, 'image/webp');
    expect(s3.requests).toEqual([{ method: 'PUT', path: `/${BUCKET}/profile-1-abc.webp` }]);
    expect(s3.objects.get('profile-1-abc.webp')).toEqual({
      body,
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    const got = await storage.get('profile-1-abc.webp');
    expect(got).toEqual({ body, contentType: 'image/webp' });
  });

  it('get of a missing key → null; a malformed key never reaches the bucket', async () => {
    const storage = createS3Storage(options());
    expect(await storage.get('profile-1-missing.webp')).toBeNull();
    expect(await storage.get('../etc/passwd')).toBeNull();
    expect(s3.requests).toEqual([{ method: 'GET', path: `/${BUCKET}/profile-1-missing.webp` }]);
  });

  it('put refuses bad keys and a content type that does not match the key', async () => {
    const storage = createS3Storage(options());
    await expect(storage.put('../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow('Invalid storage key');
    await expect(storage.put('a.png', Buffer.from('x'), 'image/webp')).rejects.toThrow('does not match');
    expect(s3.requests).toEqual([]);
  });

  it('a wrong secret is refused by the bucket and reported without the secret', async () => {
    const storage = createS3Storage({ ...options(), secretAccessKey: 'the-wrong-secret' });
    const error = await storage.put('a.png', Buffer.from('x'), 'image/png').catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('S3 PutObject a.png failed: HTTP 403 (SignatureDoesNotMatch)');
    expect((error as Error).message).not.toContain('the-wrong-secret');
  });

  it('virtual-hosted style puts the bucket in the host name, signs that host (and keeps an endpoint path prefix)', async () => {
    const requests = await capture(() => new Response('<Error><Code>NoSuchKey</Code></Error>', { status: 404 }), async () => {
      const storage = createS3Storage({ ...options(), endpoint: 'https://s3.example.com/base/', forcePathStyle: false });
      expect(await storage.get('a.png')).toBeNull();
    });
    expect(requests.map((r) => r.url)).toEqual([`https://${BUCKET}.s3.example.com/base/a.png`]);
    expect(requests[0]!.headers.get('x-amz-content-sha256')).toBe(sha256Hex(''));
    expect(await refusal(requests[0]!)).toBeNull();
  });

  it('a server error is reported at once, never retried', async () => {
    const requests = await capture(() => new Response('<Error><Code>SlowDown</Code></Error>', { status: 503 }), async () => {
      const storage = createS3Storage(options());
      await expect(storage.get('a.png')).rejects.toThrow('S3 GetObject a.png failed: HTTP 503 (SlowDown)');
    });
    expect(requests).toHaveLength(1);
  });

  it('the stand-in refuses a signed put whose key, body or content type was changed on the way', async () => {
    const body = Buffer.from('the signed bytes');
    const [signed] = await capture(() => new Response(null, { status: 200 }), () =>
      createS3Storage(options()).put('a.png', body, 'image/png'),
    );
    expect(await refusal(signed!)).toBeNull();
    const headers = Object.fromEntries(signed!.headers);
    const replay = (key: string, init: { body?: Buffer; headers?: Record<string, string> }) =>
      fetch(`${s3.url}/${BUCKET}/${key}`, { method: 'PUT', body: init.body ?? body, headers: { ...headers, ...init.headers } });
    expect((await replay('a.png', {})).status).toBe(200);
    expect((await replay('b.png', {})).status).toBe(403);
    const other = Buffer.from('other bytes');
    expect((await replay('a.png', { body: other, headers: { 'x-amz-content-sha256': sha256Hex(other) } })).status).toBe(403);
    expect((await replay('a.png', { headers: { 'content-type': 'text/html' } })).status).toBe(403);
    expect(s3.objects.get('a.png')?.body).toEqual(body);
    expect(s3.objects.has('b.png')).toBe(false);
  });
});

/** Runs `act` with fetch answered by `answer`, and returns the requests the adapter sent. */
async function capture(answer: () => Response, act: () => Promise<unknown>): Promise<Request[]> {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    requests.push(input.clone());
    return answer();
  });
  try {
    await act();
  } finally {
    vi.unstubAllGlobals();
  }
  return requests;
}

/** The stand-in's verdict on a captured request (fetch sets Host from the URL when it sends). */
async function refusal(request: Request) {
  const url = new URL(request.url);
  const body = Buffer.from(await request.arrayBuffer());
  return checkSignature(request.method, url, (name) => (name === 'host' ? url.host : (request.headers.get(name) ?? undefined)), body);
}

describe('S3 configuration', () => {
  const full = {
    S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: SECRET,
  };

  it('unset: local storage; set: S3 with defaults for region and path style', () => {
    expect(loadConfig({}).storage.s3).toBeNull();
    expect(loadConfig(full).storage.s3).toEqual({
      endpoint: full.S3_ENDPOINT,
      region: 'us-east-1',
      bucket: BUCKET,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET,
      forcePathStyle: true,
    });
    expect(loadConfig({ ...full, S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'false' }).storage.s3).toMatchObject({
      region: 'auto',
      forcePathStyle: false,
    });
  });

  it('all or nothing, with a readable message that never shows the secret', () => {
    const error = (() => {
      try {
        loadConfig({ S3_BUCKET: BUCKET, S3_SECRET_ACCESS_KEY: SECRET });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect((error as ConfigError).problems).toEqual([
      'S3_ENDPOINT: required with S3_BUCKET, S3_SECRET_ACCESS_KEY (the S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY), got nothing',
      'S3_ACCESS_KEY_ID: required with S3_BUCKET, S3_SECRET_ACCESS_KEY (the S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY), got nothing',
    ]);
    expect(message).not.toContain(SECRET);
  });

  it('bad values are named; the secret and key id stay hidden', () => {
    expect(() => loadConfig({ ...full, S3_ENDPOINT: 'ftp://x', S3_BUCKET: 'No_Such', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(ConfigError);
    const error = (() => {
      try {
        loadConfig({ ...full, S3_ENDPOINT: 'not a url', S3_SECRET_ACCESS_KEY: '' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain("S3_ENDPOINT: expected an absolute URL such as https://s3.eu-west-1.amazonaws.com, got 'not a url'");
    expect(message).toContain('S3_SECRET_ACCESS_KEY: required with');
    expect(message).not.toContain(SECRET);
    expect(message).not.toContain(ACCESS_KEY_ID);
  });
});

describe('stylist images stored in S3', () => {
  let f: SettingsFixture;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'chairly-s3-images-'));
    f = await createSettingsFixture({
      DATA_DIR: dataDir,
      S3_ENDPOINT: s3.url,
      S3_REGION: REGION,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET,
    });
  });
  afterAll(async () => f?.close());

  const BOUNDARY = '----chairly-s3-boundary';

  it('a profile upload lands in the bucket and is served back through /api/images/{key}', async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 10, g: 90, b: 200 } } }).png().toBuffer();
    const payload = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/stylist-profile-img-update/anna',
      headers: { ...f.annaHeaders, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    const key = url.replace('/api/images/', '');
    expect(key).toMatch(/^profile-\d+-[0-9a-f]{32}\.webp$/);
    expect(s3.requests).toEqual([{ method: 'PUT', path: `/${BUCKET}/${key}` }]);
    expect(s3.objects.get(key)?.contentType).toBe('image/webp');

    const served = await f.app.inject({ method: 'GET', url, headers: { host: HOSTS.anna } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(s3.objects.get(key)!.body)).toBe(true);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });

    // Nothing was written to the local folder.
    expect(await readdir(path.join(dataDir, 'uploads')).catch(() => [])).toEqual([]);
    const missing = await f.app.inject({ method: 'GET', url: '/api/images/profile-1-00000000000000000000000000000000.webp', headers: { host: HOSTS.anna } });
    expect(missing.statusCode).toBe(404);
  });
});
