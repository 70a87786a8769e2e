export * from './contracts';
export * from './pricing';
