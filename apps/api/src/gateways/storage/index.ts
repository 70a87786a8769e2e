export { createLocalStorage } from './local-storage';
export { STORAGE_KEY, type ObjectStorage, type StoredObject } from './storage';
