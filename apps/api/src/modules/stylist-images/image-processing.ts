import { createHash } from 'node:crypto';
import { AppError } from '@chairly/shared';
import sharp, { type Metadata } from 'sharp';
import { imageWork } from './image-work';

export type StylistImageKind = 'profile' | 'background';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/**
 * Refuse decompression bombs: a 5 MB file may still claim billions of pixels. 40 megapixels
 * (e.g. 8000 × 5000, more than any phone camera) decode to at most 160 MB of RGBA, and only
 * IMAGE_WORK_CONCURRENCY of them at once.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

export const UNSUPPORTED_IMAGE_MESSAGE = 'Only JPEG, PNG or WebP images can be uploaded';
export const TOO_MANY_PIXELS_MESSAGE = 'The image may have at most 40 megapixels (e.g. 8000 × 5000)';

/**
 * The format by the file's content (never its name or declared type); 415 for anything else.
 * Reads the header only: a too large image is refused (422) before a pixel is decoded.
 */
async function sniffFormat(input: Buffer): Promise<string> {
  let metadata: Metadata | undefined;
  try {
    // The header only, so no limit here (sharp would refuse a bomb as unreadable): checked below.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    // Not an image sharp can read: same answer as an unsupported format.
  }
  const format = metadata?.format;
  if (!metadata || !format || !ACCEPTED_FORMATS.has(format))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_IMAGE_MESSAGE);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS)
    throw new AppError('BUSINESS_RULE', TOO_MANY_PIXELS_MESSAGE);
  return format;
}

/**
 * Re-encodes an upload as WebP: EXIF orientation applied, then every metadata block dropped
 * (sharp keeps none unless asked). Profile 512×512 cropped to fill; background at most 1920 wide.
 */
export function processStylistImage(input: Buffer, kind: StylistImageKind): Promise<Buffer> {
  // At most IMAGE_WORK_CONCURRENCY decode at once on this instance; see image-work.ts.
  return imageWork.run(() => encode(input, kind));
}

async function encode(input: Buffer, kind: StylistImageKind): Promise<Buffer> {
  await sniffFormat(input);
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const resized =
    kind === 'profile'
      ? image.resize(512, 512, { fit: 'cover', position: 'attention' })
      : image.resize({ width: 1920, withoutEnlargement: true });
  try {
    return await resized.webp({ quality: 82 }).toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_IMAGE_MESSAGE);
  }
}

/** A new key per distinct content, so caches never serve a stale image. */
export function imageKey(kind: StylistImageKind, stylistId: number, output: Buffer): string {
  const digest = createHash('sha256').update(output).digest('hex').slice(0, 32);
  return `${kind}-${stylistId}-${digest}.webp`;
}
