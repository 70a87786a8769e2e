/** Business constants of docs/product.md §9, in one place. */
export const LOCALES = ['en', 'de', 'fr', 'pt', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const COOKIE_TTL_SECONDS = 2 * 60 * 60; // api_token, is_registered, is_subscribed
export const REFRESH_COOKIE_TTL_SECONDS = 48 * 60 * 60;
export const COOKIE_NAMES = {
  apiToken: 'api_token',
  isRegistered: 'is_registered',
  isSubscribed: 'is_subscribed',
  refreshToken: 'refresh_token',
  /** Set by the server beside the HttpOnly refresh cookie; no secret: "a session may exist". */
  signedIn: 'signed_in',
} as const;

export const TOAST_TIMEOUT_MS = 3000;
export const SCROLL_TO_TOP_AFTER_PX = 250;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const PASSWORD_MIN_LENGTH = 8;
export const CREDIT_CARD_DIGITS = 15;

export const DEFAULT_SERVICE_DURATION_MINUTES = 45;
export const DEFAULT_OPEN_FROM = '08:00';
export const DEFAULT_OPEN_TO = '18:00';
/** 0 Monday … 6 Sunday */
export const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export const NO_SHOW_FEE_OPTIONS = [50, 100] as const;
export const DEFAULT_NO_SHOW_FEE = 50;
export const CANCELLATION_FEE_OPTIONS = [25, 50, 75, 100] as const;
export const DEFAULT_CANCELLATION_FEE = 25;
export const CANCELLATION_WINDOW_HOURS = { min: 1, max: 96, default: 1 } as const;
export const REMINDER_HOURS = { min: 1, max: 48 } as const;

/**
 * Stylist policy entry kinds: 0–2 of docs/product.md §3, and issue #20's deposit (3 a percentage of the price,
 * 4 a fixed amount in cents; at most one of the two).
 */
export const POLICY_CONFIG = { noShowPercentage: 0, cancellationPercentage: 1, cancellationWindowMinutes: 2, depositPercentage: 3, depositAmountCents: 4 } as const;
export const DEPOSIT_PERCENT_OPTIONS = [10, 20, 25, 30, 50, 100] as const;
export const DEFAULT_DEPOSIT_PERCENT = 20;
/** A fixed deposit, in the minor unit of her currency: 100 to 1,000,000 (1 to 10,000 euros or dollars). */
export const DEPOSIT_AMOUNT_CENTS = { min: 100, max: 1_000_000 } as const;

export const MAP_HEIGHT_PX = 400;
export const MAP_DATA_PROJECTION = 'EPSG:4326';

export const LOGIN_CALLBACK_PATH = '/login-callback';
export const LOGIN_CUSTOMER_CALLBACK_PATH = '/login-customer-callback';

export const ROLES = { stylist: 'ROLE_STYLIST', customer: 'ROLE_CUSTOMER' } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

/**
 * A member's role in a business (issue #34, D60): the owner may do everything, a manager all but
 * billing, payouts, members, API keys, webhooks, exports and erasure; staff her own calendar.
 */
export const MEMBER_ROLES = ['owner', 'manager', 'staff'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** How long an invitation link to join a business is valid (issue #34, D60). */
export const MEMBER_INVITATION_TTL_DAYS = 7;
