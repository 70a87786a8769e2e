import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie by its exact name in a Cookie header or document.cookie', () => {
    expect(readCookie('a=1; lang=pt; b=2', 'lang')).toBe('pt');
    expect(readCookie('a=1;lang=pt', 'lang')).toBe('pt');
    expect(readCookie('xlang=de; langx=fr', 'lang')).toBeNull();
  });

  it('keeps an `=` in the value', () => {
    expect(readCookie('token=abc==; next=a=b', 'token')).toBe('abc==');
    expect(readCookie('token=abc==; next=a=b', 'next')).toBe('a=b');
  });

  it('percent-decodes the value, and is null for bad percent-encoding instead of throwing', () => {
    expect(readCookie('name=Ana%20Bia', 'name')).toBe('Ana Bia');
    expect(readCookie('lang=%E0%A4%A', 'lang')).toBeNull();
    expect(readCookie('lang=100%', 'lang')).toBeNull();
  });

  it('is null for a missing header, a missing cookie or a part without `=`; an empty value is ""', () => {
    expect(readCookie(undefined, 'lang')).toBeNull();
    expect(readCookie('', 'lang')).toBeNull();
    expect(readCookie('lang; other=1', 'lang')).toBeNull();
    expect(readCookie('signed_in=; other=1', 'signed_in')).toBe('');
  });

  it('takes the first of two cookies with the same name', () => {
    expect(readCookie('lang=de; lang=fr', 'lang')).toBe('de');
  });
});
