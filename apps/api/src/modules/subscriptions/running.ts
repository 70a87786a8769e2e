/**
 * A running subscription: one the provider bills or is about to (paid, in its trial, or a payment
 * being retried). The portal may change it, and its quantity follows the active members (D67).
 */
export const RUNNING = ['active', 'trialing', 'past_due'] as const;

export const isRunning = (status: string): boolean => (RUNNING as readonly string[]).includes(status);
