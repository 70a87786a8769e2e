export { createLocalStorage } from './local-storage';
export { createS3Storage, type S3StorageOptions } from './s3-storage';
export { STORAGE_KEY, type ObjectStorage, type StoredObject } from './storage';
