export { PaymentConnect } from './components/payment-connect';
