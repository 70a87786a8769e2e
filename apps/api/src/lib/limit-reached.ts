import { AppError } from '@chairly/shared';

/**
 * A 429 of a limit counted outside the rate-limit plugin (promo-code attempts, a stylist's messages
 * a day): the one error shape, and the error handler sends `Retry-After` with it.
 */
export class LimitReached extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}
