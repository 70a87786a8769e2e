import type { PaymentAccountStatus } from '@chairly/shared/settings/payment-account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useRuntime } from '@/lib/runtime';
import { settingsKeys } from './keys';

export const getPaymentAccount = (provider: string) =>
  apiFetch<PaymentAccountStatus>(`/api/stylist/${encodeURIComponent(provider)}/account`, {
    auth: true,
  });

export const paymentAccountQueryOptions = (provider: string) =>
  queryOptions({
    queryKey: settingsKeys.paymentAccount(provider),
    queryFn: () => getPaymentAccount(provider),
  });

/** The account at the active payment provider (runtime config `paymentProvider`). */
export function usePaymentAccount() {
  const { config } = useRuntime();
  return useQuery(paymentAccountQueryOptions(config.paymentProvider));
}
