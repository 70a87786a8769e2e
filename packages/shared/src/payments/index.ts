export * from './contracts';
export * from './test-cards';
