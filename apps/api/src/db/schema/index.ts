export * from './catalogue';
export * from './identity';
export * from './stylists';
export * from './subscriptions';
export * from './system';
export * from './time-zones';
export * from './settings';
export * from './appointments';
