import { escapeHtml } from '@chairly/shared';
import { textDirection } from '@chairly/shared/direction';

const URL_ONLY = /^https?:\/\/\S+$/;

/** One paragraph; a line that is only an http(s) URL becomes a link (both parts escaped). */
export function htmlParagraph(line: string): string {
  const safe = escapeHtml(line);
  return URL_ONLY.test(line) ? `<p><a href="${safe}">${safe}</a></p>` : `<p>${safe.replace(/\n/g, '<br>')}</p>`;
}

/**
 * The e-mail's page, written in `lang`'s direction: Arabic reads right to left. `dir` goes on the body
 * too, since some mail clients drop the `html` element of what they show.
 */
export function htmlDocument(lang: string, title: string, body: string): string {
  const dir = textDirection(lang);
  return `<!doctype html><html lang="${escapeHtml(lang)}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body dir="${dir}" style="font-family:sans-serif;line-height:1.5;color:#222">${body}</body></html>`;
}

/** `align` of a heading cell at the start of the line (mail clients know no `text-align: start`). */
export const startAlign = (lang: string): 'left' | 'right' => (textDirection(lang) === 'rtl' ? 'right' : 'left');
