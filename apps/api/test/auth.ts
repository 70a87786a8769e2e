import { ROLES } from '@chairly/shared';
import type { App } from '../src/app';

/** Authorization headers for tests, signed by the app's own token service. */
export async function stylistAuth(app: App, stylist: { id: number; subdomain: string | null; sub?: string }) {
  const token = await app.apiTokens.sign({
    sub: stylist.sub ?? `stylist-${stylist.id}`,
    roles: [ROLES.stylist],
    stylistId: stylist.id,
    subdomain: stylist.subdomain,
  });
  return { authorization: `Bearer ${token}` };
}

export async function customerAuth(app: App, customer: { accountId: number; sub?: string }) {
  const token = await app.apiTokens.sign({
    sub: customer.sub ?? `customer-${customer.accountId}`,
    roles: [ROLES.customer],
    stylistId: null,
    subdomain: null,
    customerAccountId: customer.accountId,
  });
  return { authorization: `Bearer ${token}` };
}
