import { z } from 'zod';

/** Subdomains no stylist may take: hosts of the product itself and names that mislead. */
export const RESERVED_SUBDOMAINS = [
  'www', 'app', 'api', 'admin', 'id', 'mail', 'static', 'assets', 'cdn', 'auth', 'login', 'logout',
  'register', 'signup', 'account', 'accounts', 'dashboard', 'help', 'support', 'status', 'docs',
  'blog', 'billing', 'pay', 'payments', 'stripe', 'dev', 'test', 'staging', 'smtp', 'imap', 'pop',
  'ftp', 'ns1', 'ns2', 'root', 'chairly', 'security', 'legal', 'terms', 'privacy',
] as const;

export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,28}[a-z0-9])$/;

export type SubdomainProblem = 'invalid' | 'reserved';

/** Format and reservation check (3–30 chars, lowercase letters, digits, inner hyphens). */
export function subdomainProblem(value: string): SubdomainProblem | null {
  if (!SUBDOMAIN_PATTERN.test(value) || value.includes('--')) return 'invalid';
  if ((RESERVED_SUBDOMAINS as readonly string[]).includes(value)) return 'reserved';
  return null;
}

export const SUBDOMAIN_MESSAGES = {
  invalid: 'Use 3 to 30 lowercase letters, digits or hyphens, starting and ending with a letter or digit',
  reserved: 'This subdomain is reserved',
  taken: 'This subdomain is already taken',
} as const;

export const subdomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => subdomainProblem(v) !== 'invalid', SUBDOMAIN_MESSAGES.invalid)
  .refine((v) => subdomainProblem(v) !== 'reserved', SUBDOMAIN_MESSAGES.reserved);

/** GET /api/public/stylists/subdomain/{subdomain}/check */
export const subdomainCheckResponseSchema = z.object({
  subdomain: z.string(),
  available: z.boolean(),
  reason: z.enum(['invalid', 'reserved', 'taken']).nullable(),
});
export type SubdomainCheckResponse = z.infer<typeof subdomainCheckResponseSchema>;
