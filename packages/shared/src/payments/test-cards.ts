/** Card numbers the sandbox gateway accepts, as Stripe's test mode does (any future expiry, any CVC). */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  requiresAuthentication: '4000 0025 0000 3155',
} as const;

/** Messages of the payment failures (the API answers them in English); screens switch on the error's `reason`. */
export const PAYMENT_ERROR_MESSAGES = {
  CARD_DECLINED: 'The card was declined. Ask the customer for another card.',
  AUTHENTICATION_REQUIRED: 'The customer must authenticate this payment.',
  ALREADY_CHARGED: 'This fee has already been charged',
  DEPOSIT_DECLINED:
    'Your card was declined. Choose another card or add a new one; your time stays held until the countdown ends.',
  DEPOSIT_AUTHENTICATION_FAILED:
    'Your card could not be authenticated. Try again or choose another card; your time stays held until the countdown ends.',
  DEPOSIT_IN_PROGRESS: 'Your deposit is being processed; try again in a moment',
  ALREADY_REFUNDED: 'The deposit has already been refunded',
} as const;
