// The one formatter (issue #29; docs/architecture.md "Money, dates and times: the one formatter").
export * from './format/money';
export * from './format/wall-time';
export * from './format/dates';
export * from './format/plain-number';
