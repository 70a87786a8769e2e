// The one formatter (issue #29): money, and (as they move here) dates and times.
export * from './format/money';
