export { EmptyState } from './empty-state';
export { ErrorState } from './error-state';
export { PageLoader } from './page-loader';
