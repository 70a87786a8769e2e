export { PromoCodeEntry } from './components/promo-code-entry';
export { refreshSubscriptionCookie, reloadSubscription } from './utils/subscription-cookie';

