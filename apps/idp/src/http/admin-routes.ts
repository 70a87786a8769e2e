import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IdpLogger } from '../types';

type Deps = {
  /** The shared secret the API sends as a bearer token; without it these routes do not exist. */
  adminSecret: string | undefined;
  eraseAccount: (id: string) => Promise<boolean>;
  logger: IdpLogger;
};

const ACCOUNT_PATH = /^\/admin\/accounts\/([^/]+)$/;
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Server-to-server calls of the API (D45): `DELETE /admin/accounts/{sub}` erases an account when a
 * customer asks Chairly to erase all her data. 204 erased, 404 no such account, 401 wrong secret.
 */
export function createAdminRoutes({ adminSecret, eraseAccount, logger }: Deps) {
  const authorized = (req: IncomingMessage) => {
    const header = req.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    // Compared as digests: equal lengths, and the time taken says nothing about the secret.
    return adminSecret !== undefined && timingSafeEqual(digest(given), digest(adminSecret));
  };

  return async function handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    const match = ACCOUNT_PATH.exec(pathname);
    if (!match || adminSecret === undefined) return false;
    res.setHeader('cache-control', 'no-store');
    if (req.method !== 'DELETE') {
      res.statusCode = 405;
      res.setHeader('allow', 'DELETE');
      res.end();
      return true;
    }
    if (!authorized(req)) {
      res.statusCode = 401;
      res.end();
      return true;
    }
    const erased = await eraseAccount(decodeURIComponent(match[1] ?? ''));
    if (erased) logger.info({}, 'account erased on the API’s request');
    res.statusCode = erased ? 204 : 404;
    res.end();
    return true;
  };
}
