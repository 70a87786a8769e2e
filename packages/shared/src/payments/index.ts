export * from './contracts';
export * from './test-cards';
export * from './deposits';
