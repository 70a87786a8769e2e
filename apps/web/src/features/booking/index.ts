export { CustomerNav } from './components/customer-nav';
