/**
 * The URL a customer returns to after signing in, if it is safe: http(s) on the base domain or one
 * of its subdomains (never another site: an open redirect would hand the session to it).
 */
export function safeReturnUrl(value: unknown, baseDomain: string): string | null {
  if (typeof value !== 'string' || value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  const base = baseDomain.toLowerCase();
  return host === base || host.endsWith(`.${base}`) ? url.href : null;
}
