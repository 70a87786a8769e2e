export { CustomerNav } from './components/customer-nav';
/** Issue 21: the waitlist's offer link opens the booking flow on the offered time. */
export { blockDate } from './api/block-date';
export { holdOf, selectionStore } from './utils/selection-store';
export { usePublicCurrency, useStylistZone } from './hooks/use-stylist-zone';
