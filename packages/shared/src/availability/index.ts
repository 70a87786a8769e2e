export * from './contracts';
export * from './occupancy';
