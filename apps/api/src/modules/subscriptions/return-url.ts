import { detectHost } from '@chairly/shared';

export const RETURN_PATHS = { success: '/subscription/return/true', cancel: '/subscription/return/false' } as const;

/**
 * Where a checkout sends the browser back: /subscription/return/true|false on the host of
 * `returnUrl`, which must be a stylist host of this deployment (the stylist's own once registered).
 * null for any other address, so a checkout can never redirect to a foreign site.
 */
export function checkoutReturnUrls(returnUrl: string, baseDomain: string, subdomain: string | null) {
  const url = ownPage(returnUrl, baseDomain, subdomain);
  return url ? { successUrl: `${url.origin}${RETURN_PATHS.success}`, cancelUrl: `${url.origin}${RETURN_PATHS.cancel}` } : null;
}

/** The portal's way back: the page she came from (without query or fragment), on the same terms as checkout. */
export function portalReturnUrl(returnUrl: string, baseDomain: string, subdomain: string | null) {
  const url = ownPage(returnUrl, baseDomain, subdomain);
  return url ? `${url.origin}${url.pathname}` : null;
}

function ownPage(returnUrl: string, baseDomain: string, subdomain: string | null) {
  if (!URL.canParse(returnUrl)) return null;
  const url = new URL(returnUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const host = detectHost(url.hostname, baseDomain);
  if (host.kind !== 'stylist') return null;
  if (subdomain !== null && host.subdomain !== subdomain) return null;
  return url;
}
