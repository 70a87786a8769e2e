import { z } from 'zod';

export const STYLIST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const STYLIST_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Answer of the profile and background image uploads: where the new image is served. */
export const stylistImageResponseSchema = z.object({ url: z.string() });
export type StylistImageResponse = z.infer<typeof stylistImageResponseSchema>;
