export * from './account';
export * from './images';
export * from './open-hours';
export * from './payment-account';
export * from './policies';
export * from './special-days';
