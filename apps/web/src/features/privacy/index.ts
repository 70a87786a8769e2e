// What other features use: the stylist's "Erase customer" button (customers → privacy, one way).
export { EraseCustomerButton } from './components/erase-customer-button';
