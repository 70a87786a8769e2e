import { describe, expect, it } from 'vitest';
import { bookNowSnippet } from './book-now-snippet';

describe('bookNowSnippet (issue #31.7)', () => {
  it('is one styled link to her booking page with the label as its text', () => {
    const html = bookNowSnippet('https://anna.chairly.test/services/book', 'Book now');
    const link = new DOMParser().parseFromString(html, 'text/html').body.firstElementChild as HTMLAnchorElement;
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('https://anna.chairly.test/services/book');
    expect(link.textContent).toBe('Book now');
    expect(link.getAttribute('style')).toContain('background:#1864ab');
  });

  it('escapes a label that holds markup', () => {
    const html = bookNowSnippet('https://anna.chairly.test/services/book', 'Jetzt <buchen> & los');
    const link = new DOMParser().parseFromString(html, 'text/html').body.firstElementChild as HTMLAnchorElement;
    expect(link.textContent).toBe('Jetzt <buchen> & los');
    expect(link.children).toHaveLength(0);
  });
});
