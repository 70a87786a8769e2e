export * from './contracts';
export * from './list';
