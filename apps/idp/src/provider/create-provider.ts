import { LOCALES } from '@chairly/shared';
import Provider, {
  interactionPolicy,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type pg from 'pg';
import type { AccountRepository } from '../accounts/account-repository';
import { createPgAdapterFactory } from '../db/pg-adapter';
import type { SigningKeys } from '../keys/persisted-keys';
import type { IdpClient } from '../types';
import { loadFirstPartyGrant } from './first-party-grant';
import { logoutSource, postLogoutSuccessSource, renderError } from './provider-pages';

type ProviderOptions = {
  issuer: string;
  pool: pg.Pool;
  accounts: AccountRepository;
  clients: IdpClient[];
  jwks: SigningKeys;
  cookieKeys: string[];
  proxy: boolean;
};

/** CSP for pages oidc-provider renders; its own form_post page adds the hash of its one script. */
export const PROVIDER_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** `prompt=create` (OpenID Connect Prompt Create 1.0) opens the sign-up page instead of sign-in. */
function policyWithCreatePrompt() {
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);
  return policy;
}

/** Public clients' browser calls (token, userinfo) are allowed from their redirect URIs' origins. */
function clientBasedCORS(
  _ctx: KoaContextWithOIDC,
  origin: string,
  client: { redirectUris?: string[] },
): boolean {
  if (origin === 'null') return false;
  return (client.redirectUris ?? []).some((uri) => URL.parse(uri)?.origin === origin);
}

export function createProvider(options: ProviderOptions): Provider {
  const { accounts } = options;
  const configuration: Configuration = {
    adapter: createPgAdapterFactory(options.pool),
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      redirect_uris: client.redirectUris,
      post_logout_redirect_uris: client.postLogoutRedirectUris,
    })),
    clientBasedCORS,
    jwks: options.jwks,
    cookies: { keys: options.cookieKeys },
    responseTypes: ['code'],
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // The app reads the profile from the ID token alone (it never calls userinfo).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      revocation: { enabled: true },
    },
    interactions: {
      policy: policyWithCreatePrompt(),
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    loadExistingGrant: loadFirstPartyGrant,
    renderError,
    discovery: {
      ui_locales_supported: [...LOCALES],
      prompt_values_supported: ['none', 'login', 'consent', 'create'],
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
    async findAccount(_ctx, sub) {
      const account = await accounts.findById(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => {
          const name = [account.given_name, account.family_name].filter(Boolean).join(' ');
          return {
            sub: account.id,
            email: account.email,
            email_verified: account.email_verified,
            ...(name ? { name } : {}),
            ...(account.given_name ? { given_name: account.given_name } : {}),
            ...(account.family_name ? { family_name: account.family_name } : {}),
          };
        },
      };
    },
  };
  const provider = new Provider(options.issuer, configuration);
  provider.proxy = options.proxy;
  provider.use(async (ctx, next) => {
    ctx.set('content-security-policy', PROVIDER_CSP);
    ctx.set('x-content-type-options', 'nosniff');
    ctx.set('referrer-policy', 'no-referrer');
    await next();
  });
  return provider;
}
