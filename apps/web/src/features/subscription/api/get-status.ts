import type { SubscriptionStatusResponse } from '@chairly/shared/stylists/subscription-status';
import { apiFetch } from '@/lib/api-client';

export const getSubscriptionStatus = () => apiFetch<SubscriptionStatusResponse>('/api/subscription/stylist', { auth: true });
