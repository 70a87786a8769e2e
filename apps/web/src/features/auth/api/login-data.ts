import type { BookingCustomerProfile } from '@chairly/shared/booking/contracts';
import type { Stylist } from '@chairly/shared/stylists/contracts';
import type { SubscriptionStatusResponse } from '@chairly/shared/stylists/subscription-status';
import { apiFetch } from '@/lib/api-client';

/** GET /api/stylists/{id} (own profile only). */
export const getOwnStylist = (stylistId: number) =>
  apiFetch<Stylist>(`/api/stylists/${stylistId}`, { auth: true });

/** GET /api/subscription/stylist: only status 'active' counts as subscribed. */
export const getSubscriptionStatus = () =>
  apiFetch<SubscriptionStatusResponse>('/api/subscription/stylist', { auth: true });

/** GET /api/logged-customer/customer: the signed-in customer's profile at the stylist of this host. */
export const getOwnCustomer = () =>
  apiFetch<BookingCustomerProfile>('/api/logged-customer/customer', { auth: true });
