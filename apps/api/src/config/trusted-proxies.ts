import { isIP } from 'node:net';

/** TRUSTED_PROXIES split into its entries (commas, spaces around them ignored). */
export function splitProxyList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * Why an entry of TRUSTED_PROXIES is not an IP address or a CIDR range, or null when it is one.
 * A prefix of 0 is refused: it would trust every address, clients included, which is the hole the
 * list exists to close (docs/decisions.md D24).
 */
export function proxyEntryProblem(entry: string): string | null {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `'${entry}' is not an IP address or a CIDR range`;
  if (prefix === undefined) return null;
  const bits = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) return `'${entry}' has a prefix length outside 1–${bits}`;
  if (Number(prefix) === 0) return `'${entry}' would trust every address, clients included`;
  return null;
}
