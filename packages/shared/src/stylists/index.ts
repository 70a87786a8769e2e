export * from './contracts';
export * from './subdomain';
