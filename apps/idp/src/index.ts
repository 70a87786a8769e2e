import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';
import { createAccountErasure } from './accounts/account-erasure';
import { createAccountRepository } from './accounts/account-repository';
import { createEmailTokens } from './accounts/email-tokens';
import { createLoginRateLimit } from './accounts/login-rate-limit';
import { seedDemoAccounts } from './accounts/seed-demo-accounts';
import { migrate } from './db/migrate';
import { createAccountMailSender } from './http/account-mail-sender';
import { createAdminRoutes } from './http/admin-routes';
import { createEmailLinkRoutes } from './http/email-link-routes';
import { HttpError, sendAsset } from './http/http-utils';
import { createInteractionRoutes } from './http/interaction-routes';
import { loadCookieKeys, loadSigningKeys } from './keys/persisted-keys';
import { createProvider } from './provider/create-provider';
import {
  DEFAULT_RATE_LIMIT,
  DEFAULT_RESET_RATE_LIMIT,
  type IdpLogger,
  type IdpOptions,
  type RunningIdp,
} from './types';
import { LOGO_SVG, PASSWORD_TOGGLE_SCRIPT, SIGN_OUT_SCRIPT, STYLESHEET } from './views/assets';
import {
  LOGO_PATH,
  PASSWORD_TOGGLE_PATH,
  SIGN_OUT_SCRIPT_PATH,
  STYLESHEET_PATH,
} from './views/layout';

export type { IdpClient, IdpLogger, IdpMail, IdpOptions, RunningIdp } from './types';

/** The served assets: path → content type and body. */
const ASSETS = new Map([
  [STYLESHEET_PATH, ['text/css; charset=utf-8', STYLESHEET]],
  [SIGN_OUT_SCRIPT_PATH, ['text/javascript; charset=utf-8', SIGN_OUT_SCRIPT]],
  [PASSWORD_TOGGLE_PATH, ['text/javascript; charset=utf-8', PASSWORD_TOGGLE_SCRIPT]],
  [LOGO_PATH, ['image/svg+xml', LOGO_SVG]],
] as const);

const consoleLogger: IdpLogger = {
  info: () => undefined,
  warn: (fields, message) => console.warn(`[idp] ${message}`, fields),
  error: (fields, message) => console.error(`[idp] ${message}`, fields),
};

/**
 * Starts the development OpenID Connect provider: migrates its `idp` schema, optionally seeds the
 * demo accounts, loads (or creates) its keys in `dataDir` and listens on `host:port`.
 */
export async function startIdp(options: IdpOptions): Promise<RunningIdp> {
  const issuer = options.issuer.replace(/\/+$/, '');
  const logger = options.logger ?? consoleLogger;
  const proxy = options.proxy ?? false;
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
  pool.on('error', (error) => logger.error({ err: error.message }, 'idle database client failed'));
  try {
    await migrate(pool);
    const accounts = createAccountRepository(pool);
    if (options.seedDemoAccounts) {
      const created = await seedDemoAccounts(accounts);
      if (created) logger.info({ created }, 'demo accounts seeded');
    }
    const [jwks, cookieKeys] = await Promise.all([
      loadSigningKeys(options.dataDir),
      loadCookieKeys(options.dataDir),
    ]);
    const provider = createProvider({
      issuer,
      pool,
      accounts,
      clients: options.clients,
      jwks,
      cookieKeys,
      proxy,
    });
    provider.on('server_error', (_ctx: unknown, error: Error) =>
      logger.error({ err: error.message }, 'oidc-provider error'),
    );
    const rateLimit = createLoginRateLimit(pool, { ...DEFAULT_RATE_LIMIT, ...options.rateLimit });
    const resetRateLimit = createLoginRateLimit(
      pool,
      { ...DEFAULT_RESET_RATE_LIMIT, ...options.resetRateLimit },
      'reset:',
    );
    const tokens = createEmailTokens(pool);
    const sendAccountMail = createAccountMailSender({
      issuer,
      tokens,
      sendMail: options.sendMail,
      logger,
    });
    const interactions = createInteractionRoutes({
      provider,
      accounts,
      rateLimit,
      resetRateLimit,
      sendAccountMail,
      logger,
      proxy,
    });
    const emailLinks = createEmailLinkRoutes({ accounts, tokens, rateLimit, logger });
    const admin = createAdminRoutes({
      adminSecret: options.adminSecret,
      eraseAccount: createAccountErasure(pool),
      logger,
    });
    const oidc = provider.callback();

    const handle = async (req: IncomingMessage, res: ServerResponse) => {
      const url = new URL(req.url ?? '/', 'http://idp.invalid');
      const asset = req.method === 'GET' ? ASSETS.get(url.pathname as never) : undefined;
      if (asset) return sendAsset(res, asset[0], asset[1]);
      if (await interactions(req, res, url.pathname)) return;
      if (await admin(req, res, url.pathname)) return;
      if (await emailLinks(req, res, url)) return;
      return oidc(req, res);
    };
    const server = createServer((req, res) => {
      handle(req, res).catch((error: unknown) => {
        const status = error instanceof HttpError ? error.status : 500;
        if (status === 500)
          logger.error(
            { err: error instanceof Error ? error.message : String(error) },
            'request failed',
          );
        if (!res.headersSent) res.statusCode = status;
        res.end();
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
    });
    logger.info({ issuer, port: options.port }, 'identity provider listening');

    return {
      issuer,
      close: async () => {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}
