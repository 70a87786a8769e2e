import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes the five characters that end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Ana & Bia</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Ana &amp; Bia&lt;/a&gt;',
    );
  });

  it('escapes an existing entity again (the input is text, not HTML) and leaves the rest alone', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
    expect(escapeHtml('Café – ok / 100%')).toBe('Café – ok / 100%');
    expect(escapeHtml('')).toBe('');
  });
});
