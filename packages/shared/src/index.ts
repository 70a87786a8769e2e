export * from './constants';
export * from './errors';
export * from './hosts';
export * from './hydra';
export * from './demo';
export * from './auth';
export * from './stylists';
export * from './validation/index';
