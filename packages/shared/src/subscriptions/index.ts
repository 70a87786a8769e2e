export * from './constants';
export * from './contracts';
export * from './pricing';
