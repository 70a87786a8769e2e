import type { ApplyPromoCodeResponse, PromoCodeResponse } from '@chairly/shared/subscriptions/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const checkPromoCode = (promoCode: string) =>
  apiFetch<PromoCodeResponse>('/api/subscription/stylist/check-promo-code', { method: 'POST', body: { promoCode }, auth: true });

export const applyPromoCode = (promoCode: string) =>
  apiFetch<ApplyPromoCodeResponse>('/api/subscription/stylist/apply-promo-code', { method: 'POST', body: { promoCode }, auth: true });

export const useCheckPromoCode = () => useMutation({ mutationFn: checkPromoCode });
export const useApplyPromoCode = () => useMutation({ mutationFn: applyPromoCode });
