/** Subscription constants without zod, so the SPA can import them lean. */
/** Days of the free trial unless the deployment sets TRIAL_DAYS. */
export const DEFAULT_TRIAL_DAYS = 14;

/** The API's (English) messages; screens switch on the error's `reason` (errors.ts), never on these. */
export const SUBSCRIPTION_MESSAGES = {
  trialUsed: 'The free trial has already been used',
  alreadySubscribed: 'You already have an active subscription',
  invalidCode: 'Invalid code',
  unableToApply: 'Unable to activate given code',
  unknownPrice: 'Unknown price',
  foreignReturnUrl: 'The return address must be a page of this application',
  noSubscription: 'There is no subscription to manage',
} as const;
