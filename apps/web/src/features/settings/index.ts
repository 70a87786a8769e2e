/** Issue #31.7: her booking page to share, and what the dashboard's setup checklist reads. */
export { ShareBookingPanel, SHARE_PANEL_ID } from './components/share-booking-panel';
export { useBookingPageShared } from './utils/share-state';
export { useOpenHours } from './api/open-hours';
export { usePaymentAccount } from './api/payment-account';
