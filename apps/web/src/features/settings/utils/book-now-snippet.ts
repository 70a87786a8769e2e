import { escapeHtml } from '@chairly/shared/html';

/**
 * A "Book now" button for her own website: one link with inline styles (no script, no stylesheet),
 * so it works pasted into any site builder's HTML block (issue #31.7).
 */
export function bookNowSnippet(url: string, label: string): string {
  const style = 'display:inline-block;padding:12px 24px;border-radius:8px;background:#1864ab;color:#ffffff;font:600 16px/1.2 sans-serif;text-decoration:none';
  return `<a href="${escapeHtml(url)}" style="${style}" target="_blank" rel="noopener">${escapeHtml(label)}</a>`;
}
