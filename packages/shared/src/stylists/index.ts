export * from './contracts';
export * from './subdomain';
export * from './subscription-status';
