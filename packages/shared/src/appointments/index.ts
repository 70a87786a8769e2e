export * from './contracts';
export * from './list';
export * from './series';
