/**
 * Which of the three kinds of host a request or page is on (docs/product.md §1, docs/architecture.md §1).
 * `www.` is ignored when detecting a stylist's subdomain.
 */
export type HostKind =
  | { kind: 'root' }
  | { kind: 'app' }
  | { kind: 'stylist'; subdomain: string }
  | { kind: 'foreign' };

export const APP_SUBDOMAIN = 'app';

export function detectHost(hostname: string, baseDomain: string): HostKind {
  const host = hostname.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const base = baseDomain.toLowerCase();
  const bare = host.startsWith('www.') ? host.slice(4) : host;
  if (bare === base) return { kind: 'root' };
  if (!bare.endsWith('.' + base)) return { kind: 'foreign' };
  const label = bare.slice(0, -(base.length + 1));
  if (label.includes('.') || label.length === 0) return { kind: 'foreign' };
  if (label === APP_SUBDOMAIN) return { kind: 'app' };
  return { kind: 'stylist', subdomain: label };
}

/** Origin of a host of the deployment, e.g. hostOrigin('app', cfg) → http://app.chairly.localhost:3000 */
export function hostOrigin(
  subdomain: string | null,
  location: { protocol: string; baseDomain: string; port?: string | number | null },
): string {
  const port = location.port ? `:${location.port}` : '';
  const host = subdomain ? `${subdomain}.${location.baseDomain}` : location.baseDomain;
  return `${location.protocol.replace(/:$/, '')}://${host}${port}`;
}
