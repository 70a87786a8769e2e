import { BlockList, isIP } from 'node:net';

/**
 * Issue #32 (3b), D47: where a webhook may point. In production only https to a public address, so
 * an endpoint cannot make the server call into its own network (SSRF). In development and test also
 * http to loopback (127.0.0.1, ::1, localhost), so a local receiver can take the deliveries.
 * Checked when the endpoint is registered and again, on the resolved address, at every delivery.
 */
export type UrlPolicy = { allowLoopback: boolean };

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96]] as const) PRIVATE.addSubnet(net, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return { address: mapped[1], family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/** Whether a delivery may connect to this resolved address. */
export function addressAllowed(address: string, policy: UrlPolicy): boolean {
  const ip = unmapped(address);
  if (policy.allowLoopback && LOOPBACK.check(ip.address, ip.family)) return true;
  return !PRIVATE.check(ip.address, ip.family);
}

const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** Why the URL is refused, or null when it may be registered. Names are resolved at delivery (addressAllowed). */
export function urlProblem(raw: string, policy: UrlPolicy): string | null {
  if (!URL.canParse(raw)) return 'Enter a full URL such as https://example.com/hooks';
  const url = new URL(raw);
  if (url.username || url.password) return 'The URL must not contain a user name or password';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const literal = isIP(host) !== 0;
  const loopback = isLoopbackName(host) || (literal && LOOPBACK.check(unmapped(host).address, unmapped(host).family));
  if (loopback) return policy.allowLoopback ? null : 'The URL must point to a public address';
  if (url.protocol !== 'https:') return 'The URL must start with https://';
  if (literal && !addressAllowed(host, policy)) return 'The URL must point to a public address';
  return null;
}
