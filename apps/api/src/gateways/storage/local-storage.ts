import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, STORAGE_KEY, type ObjectStorage } from './storage';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };

/** Files in one folder (DATA_DIR/uploads by default); fine for one machine or a shared volume. */
export function createLocalStorage(dir: string): ObjectStorage {
  return {
    async put(key, body, contentType) {
      assertStorageKey(key);
      const extension = key.split('.').pop() ?? '';
      if (CONTENT_TYPES[extension] !== contentType) throw new Error(`Key ${key} does not match ${contentType}`);
      await mkdir(dir, { recursive: true });
      // Write then rename: a reader never sees half a file. The temporary name is unique, since
      // two uploads of the same content (same key) may be written at once.
      const temporary = path.join(dir, `.${key}.${process.pid}.${randomUUID()}.tmp`);
      await writeFile(temporary, body);
      await rename(temporary, path.join(dir, key));
    },
    async get(key) {
      if (!STORAGE_KEY.test(key)) return null;
      try {
        const body = await readFile(path.join(dir, key));
        return { body, contentType: CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
