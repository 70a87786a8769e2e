import { LOGIN_CALLBACK_PATH, LOGIN_CUSTOMER_CALLBACK_PATH } from '@chairly/shared';
import { z } from 'zod';
import { startIdp } from './index';

/**
 * Runs the provider alone: `npm run dev -w @chairly/idp`. Reads IDP_PORT, IDP_ISSUER, DATABASE_URL,
 * DATA_DIR, OIDC_CLIENT_ID, BASE_DOMAIN, PORT, PUBLIC_PROTOCOL, IDP_HOST, IDP_PROXY and SEED_DEMO.
 */
const env = z
  .object({
    IDP_PORT: z.coerce.number().int().positive().default(3001),
    IDP_HOST: z.string().default('127.0.0.1'),
    IDP_ISSUER: z.url().optional(),
    IDP_PROXY: z.enum(['true', 'false']).default('false'),
    DATABASE_URL: z.string().min(1),
    DATA_DIR: z.string().default('.data'),
    OIDC_CLIENT_ID: z.string().min(1).default('chairly-web'),
    BASE_DOMAIN: z.string().min(1).default('chairly.localhost'),
    PORT: z.coerce.number().int().positive().default(3000),
    PUBLIC_PROTOCOL: z.enum(['http', 'https']).default('http'),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
  })
  .safeParse(process.env);

if (!env.success) {
  console.error(`Invalid environment:\n${z.prettifyError(env.error)}`);
  process.exit(1);
}

const config = env.data;
const portSuffix =
  (config.PUBLIC_PROTOCOL === 'http' && config.PORT === 80) ||
  (config.PUBLIC_PROTOCOL === 'https' && config.PORT === 443)
    ? ''
    : `:${config.PORT}`;
const root = `${config.PUBLIC_PROTOCOL}://${config.BASE_DOMAIN}${portSuffix}`;
const app = `${config.PUBLIC_PROTOCOL}://app.${config.BASE_DOMAIN}${portSuffix}`;

const idp = await startIdp({
  issuer: config.IDP_ISSUER ?? `http://localhost:${config.IDP_PORT}`,
  port: config.IDP_PORT,
  host: config.IDP_HOST,
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  proxy: config.IDP_PROXY === 'true',
  seedDemoAccounts: config.SEED_DEMO === 'true',
  clients: [
    {
      clientId: config.OIDC_CLIENT_ID,
      redirectUris: [`${app}${LOGIN_CALLBACK_PATH}`, `${app}${LOGIN_CUSTOMER_CALLBACK_PATH}`],
      postLogoutRedirectUris: [`${root}/`, `${app}/`],
    },
  ],
  logger: {
    info: (fields, message) => console.warn(`[idp] ${message}`, fields),
    warn: (fields, message) => console.warn(`[idp] ${message}`, fields),
    error: (fields, message) => console.error(`[idp] ${message}`, fields),
  },
});
console.warn(`[idp] OpenID Connect provider at ${idp.issuer}`);

const shutdown = () => void idp.close().then(() => process.exit(0));
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
