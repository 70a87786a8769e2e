export { ManageSubscription } from './components/manage-subscription';
export { PromoCodeEntry } from './components/promo-code-entry';
export { SubscribedPlan } from './components/subscribed-plan';
export { refreshSubscriptionCookie, reloadSubscription } from './utils/subscription-cookie';

