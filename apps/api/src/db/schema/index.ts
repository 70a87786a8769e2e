export * from './stylists';
export * from './system';
export * from './time-zones';
