import { AppError, type StylistImageResponse } from '@chairly/shared';
import type { ObjectStorage } from '../../gateways/storage/index';
import type { StylistChanges } from '../stylist-settings/index';
import { imageKey, processStylistImage, type StylistImageKind } from './image-processing';

export const IMAGE_PATH_PREFIX = '/api/images/';

type Dependencies = {
  storage: ObjectStorage;
  stylists: { update: (stylistId: number, changes: StylistChanges) => Promise<void> };
};

export function createStylistImagesService({ storage, stylists }: Dependencies) {
  return {
    /** Only the owner of a subdomain changes its images; checked before the upload is read. */
    assertOwner(tokenSubdomain: string | null, pathSubdomain: string): void {
      if (tokenSubdomain !== pathSubdomain) throw new AppError('FORBIDDEN', 'You can only change the images of your own page');
    },
    async upload(stylistId: number, kind: StylistImageKind, input: Buffer): Promise<StylistImageResponse> {
      const output = await processStylistImage(input, kind);
      const key = imageKey(kind, stylistId, output);
      await storage.put(key, output, 'image/webp');
      const url = `${IMAGE_PATH_PREFIX}${key}`;
      await stylists.update(stylistId, kind === 'profile' ? { profileImage: url } : { backgroundImage: url });
      return { url };
    },
    async read(key: string) {
      const image = await storage.get(key);
      if (!image) throw new AppError('NOT_FOUND', 'No such image');
      return image;
    },
  };
}
export type StylistImagesService = ReturnType<typeof createStylistImagesService>;
