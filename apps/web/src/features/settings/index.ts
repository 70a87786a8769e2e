/** Issue #29: the stylist's currency, read by every screen that shows her amounts. */
export { useStylistCurrency } from './api/stylist';
/** Issue #29.4: the stylist's country, in which her screens read and show phone numbers. */
export { useStylistCountry } from './api/stylist-country';
