const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe for HTML element content and for quoted attribute values (either quote): the five
 * characters that can end either are replaced by entities. The one escape of every page and mail the
 * servers write by hand (mails, sandbox pages, identity-provider pages, the server render's title).
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}
