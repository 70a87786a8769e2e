/** Subscription constants without zod, so the SPA can import them lean. */
/** Days of the free trial unless the deployment sets TRIAL_DAYS. */
export const DEFAULT_TRIAL_DAYS = 14;

/** Server messages the screens and tests rely on. */
export const SUBSCRIPTION_MESSAGES = {
  trialUsed: 'The free trial has already been used',
  alreadySubscribed: 'You already have an active subscription',
  invalidCode: 'Invalid code',
  unableToApply: 'Unable to activate given code',
  unknownPrice: 'Unknown price',
  foreignReturnUrl: 'The return address must be a page of this application',
} as const;
