import type { PaymentCustomer } from '@chairly/shared/payments/contracts';
import { apiFetch } from '@/lib/api-client';

/** One gateway customer per customer account; calling it again answers the same one. */
export const createPaymentCustomer = () =>
  apiFetch<PaymentCustomer>('/api/logged-customer/payment/create-customer', {
    method: 'POST',
    auth: true,
  });
