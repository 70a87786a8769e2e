import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageWork, IMAGE_WORK_CONCURRENCY } from '../src/modules/stylist-images/index';
import { HOSTS } from './helpers';
import { createSettingsFixture, type SettingsFixture } from './settings-fixture';

let f: SettingsFixture;
let dataDir = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'chairly-images-'));
  f = await createSettingsFixture({ DATA_DIR: dataDir });
});
const storedFiles = async () => (await readdir(path.join(dataDir, 'uploads')).catch(() => [])).length;
afterAll(async () => f.close());

const BOUNDARY = '----chairly-test-boundary';

function form(file: Buffer, filename: string, contentType: string, field = 'file'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function upload(url: string, body: Buffer | Readable, headers = f.annaHeaders) {
  return f.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: body });
}

const PROFILE = '/api/stylist-profile-img-update/anna';
const BACKGROUND = '/api/stylist-bg-img-update/anna';

/** CRC-32 of a PNG chunk (type and data). */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A valid 1-bit greyscale PNG of width × height, all black: a few kilobytes that decode to gigabytes. */
function decompressionBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  // Each row: a filter byte and width/8 bytes of zeros.
  const pixels = deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 90 } } });

async function fetchImage(url: string) {
  const res = await f.app.inject({ method: 'GET', url, headers: { host: HOSTS.anna } });
  return { res, meta: await sharp(res.rawPayload).metadata() };
}

describe('stylist images', () => {
  it('PNG profile image: re-encoded as 512×512 WebP, served immutable, saved on the stylist', async () => {
    const res = await upload(PROFILE, form(await picture(800, 600).png().toBuffer(), 'me.png', 'image/png'));
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^\/api\/images\/profile-\d+-[0-9a-f]{32}\.webp$/);
    const { res: served, meta } = await fetchImage(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    const { rows } = await f.pool.query('SELECT profile_image FROM stylists WHERE id = $1', [f.anna.id]);
    expect(rows[0].profile_image).toBe(url);
  });

  it('JPEG with EXIF: rotation applied, metadata stripped', async () => {
    // 300×100 stored with orientation 6 (rotate 90° clockwise) shows as 100×300.
    const jpeg = await picture(300, 100).jpeg().withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-gps-owner' } } }).toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(BACKGROUND, form(jpeg, 'photo.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    const { res: served, meta } = await fetchImage(res.json().url);
    expect(meta).toMatchObject({ format: 'webp', width: 100, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-gps-owner'))).toBe(false);
  });

  it('WebP background: wide images shrink to 1920, and a new upload gets a new key', async () => {
    const first = await upload(BACKGROUND, form(await picture(2400, 600).webp().toBuffer(), 'bg.webp', 'image/webp'));
    expect(first.statusCode).toBe(200);
    expect((await fetchImage(first.json().url)).meta).toMatchObject({ width: 1920, height: 480 });
    const second = await upload(BACKGROUND, form(await picture(1000, 500).webp().toBuffer(), 'bg.webp', 'image/webp'));
    expect(second.json().url).not.toBe(first.json().url);
    const { rows } = await f.pool.query('SELECT background_image FROM stylists WHERE id = $1', [f.anna.id]);
    expect(rows[0].background_image).toBe(second.json().url);
  });

  it('a text file named .png is refused with 415 by its content', async () => {
    const res = await upload(PROFILE, form(Buffer.from('hello, I am not an image'), 'evil.png', 'image/png'));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Only JPEG, PNG or WebP images can be uploaded');
  });

  it('a GIF is refused with 415', async () => {
    const gif = await picture(10, 10).gif().toBuffer();
    expect((await upload(PROFILE, form(gif, 'a.gif', 'image/gif'))).statusCode).toBe(415);
  });

  it('over 5 MB → 413 (declared length, and streamed without a length)', async () => {
    const big = form(Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'big.png', 'image/png');
    const declared = await upload(PROFILE, big);
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toBe('The image must be 5 MB or smaller');
    const streamed = await upload(PROFILE, Readable.from([big.subarray(0, 1_000_000), big.subarray(1_000_000)]));
    expect(streamed.statusCode).toBe(413);
  });

  it("another stylist's subdomain → 403 and nothing changes", async () => {
    const before = await f.pool.query('SELECT profile_image FROM stylists WHERE id = $1', [f.bella.id]);
    const png = await picture(50, 50).png().toBuffer();
    const res = await upload('/api/stylist-profile-img-update/bella', form(png, 'x.png', 'image/png'));
    expect(res.statusCode).toBe(403);
    const after = await f.pool.query('SELECT profile_image FROM stylists WHERE id = $1', [f.bella.id]);
    expect(after.rows).toEqual(before.rows);
  });

  it('needs a stylist token and the field "file"', async () => {
    const png = await picture(50, 50).png().toBuffer();
    expect((await upload(PROFILE, form(png, 'x.png', 'image/png'), f.customerHeaders)).statusCode).toBe(403);
    expect((await upload(PROFILE, form(png, 'x.png', 'image/png'), { host: HOSTS.anna })).statusCode).toBe(401);
    expect((await upload(PROFILE, form(png, 'x.png', 'image/png', 'picture'))).statusCode).toBe(400);
  });

  it('unknown or malformed image keys → 404', async () => {
    for (const key of ['profile-1-00000000000000000000000000000000.webp', '..%2F..%2Fetc%2Fpasswd', 'x.txt']) {
      const res = await f.app.inject({ method: 'GET', url: `/api/images/${key}`, headers: { host: HOSTS.anna } });
      expect(res.statusCode).toBe(404);
    }
  });
  it('a decompression bomb (20000 × 20000 in a few kilobytes) is refused with 422 before decoding; nothing is stored', async () => {
    const bomb = decompressionBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 20_000, height: 20_000 });
    const before = await storedFiles();
    const profile = (await f.pool.query('SELECT profile_image FROM stylists WHERE id = $1', [f.anna.id])).rows;
    const res = await upload(PROFILE, form(bomb, 'bomb.png', 'image/png'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'BUSINESS_RULE', message: 'The image may have at most 40 megapixels (e.g. 8000 × 5000)' });
    expect(await storedFiles()).toBe(before);
    expect((await f.pool.query('SELECT profile_image FROM stylists WHERE id = $1', [f.anna.id])).rows).toEqual(profile);
  });

  it('parallel uploads: at most two images are processed at once; the rest wait or are refused with 429 and Retry-After, never a 5xx', async () => {
    const png = await picture(2400, 1600).png().toBuffer();
    const answers = await Promise.all(Array.from({ length: 14 }, () => upload(BACKGROUND, form(png, 'bg.png', 'image/png'))));
    expect(imageWork.stats()).toMatchObject({ running: 0, waiting: 0 });
    expect(imageWork.stats().peak).toBeLessThanOrEqual(IMAGE_WORK_CONCURRENCY);
    expect(IMAGE_WORK_CONCURRENCY).toBe(2);
    for (const answer of answers) {
      expect([200, 429]).toContain(answer.statusCode);
      if (answer.statusCode === 429) {
        expect(answer.headers['retry-after']).toBe('5');
        expect(answer.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many images are being processed right now; try again in a few seconds' });
      }
    }
    // Two run and eight wait: at least ten of them are processed.
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(10);
  });

  it('serves a stored image as image/webp with nosniff, whatever its key or stored type says', async () => {
    const key = 'profile-1-0123456789abcdef0123456789abcdef.png';
    await writeFile(path.join(dataDir, 'uploads', key), '<html><script>alert(1)</script></html>');
    const res = await f.app.inject({ method: 'GET', url: `/api/images/${key}`, headers: { host: HOSTS.anna } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
