export * from './contracts';
