export * from './contracts';
export * from './week';
