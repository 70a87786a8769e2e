/**
 * One cookie's value in a `Cookie` request header or `document.cookie` (`a=1; b=2`); null when it
 * is absent or its percent-encoding is malformed (a stray `%` must not throw on a request path).
 * The value is everything after the first `=`, so base64 padding and `a=b` values stay whole; the
 * first of several cookies with the name wins (the browser sends the most specific path first).
 */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}
