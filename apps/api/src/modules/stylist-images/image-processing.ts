import { createHash } from 'node:crypto';
import { AppError } from '@chairly/shared';
import sharp from 'sharp';

export type StylistImageKind = 'profile' | 'background';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
// Refuse decompression bombs: a 5 MB file may still claim billions of pixels.
const MAX_INPUT_PIXELS = 50_000_000;

export const UNSUPPORTED_IMAGE_MESSAGE = 'Only JPEG, PNG or WebP images can be uploaded';

/** The format by the file's content (never its name or declared type); 415 for anything else. */
async function sniffFormat(input: Buffer): Promise<string> {
  try {
    const { format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (format && ACCEPTED_FORMATS.has(format)) return format;
  } catch {
    // Not an image sharp can read: same answer as an unsupported format.
  }
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_IMAGE_MESSAGE);
}

/**
 * Re-encodes an upload as WebP: EXIF orientation applied, then every metadata block dropped
 * (sharp keeps none unless asked). Profile 512×512 cropped to fill; background at most 1920 wide.
 */
export async function processStylistImage(input: Buffer, kind: StylistImageKind): Promise<Buffer> {
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
