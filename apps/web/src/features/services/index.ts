/** Issue #31.7: the dashboard's setup checklist asks whether she has any service. */
export { useServices } from './api/get-services';
