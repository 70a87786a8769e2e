import { usePublicStylist } from '../api/get-public-stylist';
import { useSiteSubdomain } from './use-booking-site';

/** The stylist's IANA zone: every time on the booking screens is shown in it. */
export function useStylistZone(): string | null {
  const stylist = usePublicStylist(useSiteSubdomain());
  if (!stylist.data) return null;
  return stylist.data.timeZone?.value ?? 'UTC';
}

/** The stylist's currency (issue #29; null while her profile loads): every price on the booking screens is in it. */
export function usePublicCurrency(): string | null {
  return usePublicStylist(useSiteSubdomain()).data?.currency ?? null;
}
