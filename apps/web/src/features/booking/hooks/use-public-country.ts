import { usePublicStylist } from '../api/get-public-stylist';
import { useSiteSubdomain } from './use-booking-site';

/** The stylist's country (issue #29.4; null while her profile loads or for an old account): phones are read and shown in it. */
export function usePublicCountry(): string | null {
  return usePublicStylist(useSiteSubdomain()).data?.country ?? null;
}
