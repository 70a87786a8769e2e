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
export function usePaymentAccount(enabled = true) {
  const { config } = useRuntime();
  return useQuery({ ...paymentAccountQueryOptions(config.paymentProvider), enabled });
}

/** D66: the signed-in member's own payout account (the owner's: the business's). */
export function useMemberPaymentAccount(enabled = true) {
  const { config } = useRuntime();
  const provider = config.paymentProvider;
  return useQuery({
    queryKey: settingsKeys.memberPaymentAccount(provider),
    queryFn: () =>
      apiFetch<PaymentAccountStatus>(
        `/api/stylist/${encodeURIComponent(provider)}/member-account`,
        { auth: true },
      ),
    enabled,
  });
}
