import type { Grant, KoaContextWithOIDC } from 'oidc-provider';

export const OIDC_SCOPES = new Set(['openid', 'email', 'profile']);

/**
 * Every registered client is first-party (Chairly itself), so consent is implied: the grant is
 * loaded or created and given the requested OpenID scopes and claims, and the consent prompt
 * never needs to show a page.
 */
export async function loadFirstPartyGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { oidc } = ctx;
  const accountId = oidc.session?.accountId;
  if (!oidc.client || !accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client.clientId);
  let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (grant && (grant.accountId !== accountId || grant.clientId !== oidc.client.clientId))
    grant = undefined;
  grant ??= new oidc.provider.Grant({ accountId, clientId: oidc.client.clientId });

  const scopes = [...oidc.requestParamScopes].filter((scope) => OIDC_SCOPES.has(scope));
  const granted = new Set((grant.getOIDCScope() ?? '').split(' '));
  const claims = [...oidc.requestParamClaims];
  const grantedClaims = new Set(grant.getOIDCClaims());
  const missing =
    scopes.some((scope) => !granted.has(scope)) ||
    claims.some((claim) => !grantedClaims.has(claim));
  if (missing || !grant.jti) {
    grant.addOIDCScope(scopes.join(' '));
    if (claims.length) grant.addOIDCClaims(claims);
    await grant.save();
  }
  return grant;
}
