import { useStylistCurrency } from '@/lib/stylist-profile';
import { useMoney } from '@/lib/money';

/**
 * Writes an appointment's amounts on the stylist's screens: in the currency the appointment names
 * (issue #29), else hers, in the reader's language.
 */
export function useAppointmentMoney(appointment?: { currency?: string | null } | null): (amount: number) => string {
  const stylistCurrency = useStylistCurrency();
  return useMoney(appointment?.currency ?? stylistCurrency);
}
