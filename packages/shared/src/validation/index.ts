export * as rules from './rules';
export { PASSWORD_SPECIAL_CHARACTERS } from './rules';
export * from './catalogs';
export * from './format-message';
export * from './message-token';
export * from './zod-rules';
export * from './zod-helpers';
export * from './zod-errors';
export * from './phone-text';
