export { EmptyState } from './empty-state';
export { ErrorState } from './error-state';
export { PageLoader } from './page-loader';
export { PhoneLink } from './phone-link';
export { DeferredMenu, useFocusOnMount } from './deferred-menu';
export type { DeferredMenuProps, DeferredTriggerProps } from './deferred-menu';
