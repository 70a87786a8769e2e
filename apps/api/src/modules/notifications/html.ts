import { escapeHtml } from '@chairly/shared';

const URL_ONLY = /^https?:\/\/\S+$/;

/** One paragraph; a line that is only an http(s) URL becomes a link (both parts escaped). */
export function htmlParagraph(line: string): string {
  const safe = escapeHtml(line);
  return URL_ONLY.test(line) ? `<p><a href="${safe}">${safe}</a></p>` : `<p>${safe.replace(/\n/g, '<br>')}</p>`;
}

export function htmlDocument(lang: string, title: string, body: string): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:sans-serif;line-height:1.5;color:#222">${body}</body></html>`;
}
