import type { CardSetup } from '@chairly/shared/payments/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { createPaymentCustomer } from './create-payment-customer';

export const createCardSetup = () =>
  apiFetch<CardSetup>('/api/logged-customer/payment/customer/card-setup', {
    method: 'POST',
    auth: true,
  });

/** Makes sure the gateway customer exists, then asks how to collect a card (sandbox URL or Stripe secret). */
export function useCardSetup() {
  return useMutation({
    mutationFn: async () => {
      await createPaymentCustomer();
      return createCardSetup();
    },
  });
}
