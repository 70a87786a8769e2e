/** Saved cards of a signed-in customer: pick one or add one (sandbox form or Stripe Elements). */
export { CardPicker } from './components/card-picker';
