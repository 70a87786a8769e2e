import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { stylistQueryOptions } from './stylist';

/**
 * The signed-in stylist's country (issue #29.4; null while her profile loads or when she has not
 * chosen one): the phone numbers she types are read in it, and numbers of it are shown nationally.
 */
export function useStylistCountry(): string | null {
  const { stylistId } = useSession();
  const stylist = useQuery({ ...stylistQueryOptions(stylistId ?? 0), enabled: stylistId !== null, staleTime: 5 * 60_000 });
  return stylist.data?.country ?? null;
}
