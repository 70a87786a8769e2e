import { expect, test } from '../support/fixtures';

test('the document response carries the security headers', async ({ page }) => {
  const response = await page.goto('/');
  expect(response).not.toBeNull();
  const headers = response?.headers() ?? {};

  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/frame-ancestors '(none|self)'/);
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toMatch(/^(no-referrer|strict-origin|strict-origin-when-cross-origin|same-origin)$/);
  expect(headers['x-powered-by']).toBeUndefined();
});
