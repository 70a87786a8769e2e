/**
 * Where uploaded files live. Keys are flat, content-addressed names (`[a-z0-9-]+.<ext>`): a new
 * upload gets a new key, so a served object never changes and may be cached for a year.
 * Local folder by default; an S3-compatible bucket is the production option (docs/storage.md).
 */
export type StoredObject = { body: Buffer; contentType: string };

export type ObjectStorage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  /** null when there is no object under the key. */
  get: (key: string) => Promise<StoredObject | null>;
};

export const STORAGE_KEY = /^[a-z0-9][a-z0-9-]{0,120}\.(webp|png|jpg)$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key "${key}"`);
}
