/** Options and shared types of the development OpenID Connect provider. */
export type IdpClient = {
  clientId: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
};

/** pino-compatible subset: structured fields first, message second. */
export type IdpLogger = {
  info: (fields: Record<string, unknown>, message: string) => void;
  warn: (fields: Record<string, unknown>, message: string) => void;
  error: (fields: Record<string, unknown>, message: string) => void;
};

export type RateLimitOptions = {
  /** Failed sign-ins allowed per e-mail address within the window. */
  maxPerEmail: number;
  /** Failed sign-ins allowed per client IP within the window. */
  maxPerIp: number;
  windowSeconds: number;
};

export type IdpOptions = {
  /** Public issuer URL, e.g. http://localhost:3001 (no trailing slash). */
  issuer: string;
  port: number;
  /** Interface to listen on; 127.0.0.1 by default. */
  host?: string;
  databaseUrl: string;
  /** Folder for the persisted signing keys and cookie keys. */
  dataDir: string;
  clients: IdpClient[];
  logger?: IdpLogger;
  seedDemoAccounts?: boolean;
  /** Trust X-Forwarded-* headers (one proxy hop) when running behind a reverse proxy. */
  proxy?: boolean;
  rateLimit?: Partial<RateLimitOptions>;
  /** Password-reset requests allowed per e-mail and per IP within the window (every request counts). */
  resetRateLimit?: Partial<RateLimitOptions>;
  /**
   * Delivers the IdP's own e-mails (password reset, e-mail confirmation). The API passes its mail
   * transport (SMTP, else the dev outbox); without it the link is only written to the log.
   */
  sendMail?: (message: IdpMail) => Promise<void>;
  /**
   * The shared secret of the API's server-to-server calls (D45): `DELETE /admin/accounts/{sub}` with
   * `Authorization: Bearer <adminSecret>` erases an account. Without it that route does not exist.
   */
  adminSecret?: string;
};

export type IdpMail = { to: string; subject: string; text: string; html: string };

export type RunningIdp = {
  issuer: string;
  close: () => Promise<void>;
};

export const DEFAULT_RATE_LIMIT: RateLimitOptions = {
  maxPerEmail: 5,
  maxPerIp: 50,
  windowSeconds: 15 * 60,
};

export const DEFAULT_RESET_RATE_LIMIT: RateLimitOptions = {
  maxPerEmail: 3,
  maxPerIp: 20,
  windowSeconds: 60 * 60,
};
