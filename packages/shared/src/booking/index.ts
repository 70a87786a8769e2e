export * from './contracts';
export * from './reschedule';
