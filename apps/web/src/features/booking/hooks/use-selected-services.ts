import type { PublicService } from '@chairly/shared/services/contracts';
import { useMemberServices, usePublicServices } from '../api/get-public-services';
import { useSelection } from '../utils/selection-store';

export type SelectedServices = {
  services: PublicService[];
  duration: number;
  price: number;
  isPending: boolean;
};

/** The services in the selection that the stylist still offers, with their total duration and price. */
export function useSelectedServices(): SelectedServices {
  const { serviceIds } = useSelection();
  const all = usePublicServices();
  const services = (all.data ?? []).filter((service) => serviceIds.includes(service.id));
  return {
    services,
    duration: services.reduce((sum, s) => sum + s.duration, 0),
    price: Math.round(services.reduce((sum, s) => sum + s.price, 0) * 100) / 100,
    isPending: all.isPending,
  };
}

/**
 * Issue #34: the chosen services' total duration and price as the chosen member performs them (her
 * own where she has one); null while anyone is asked for, while her list loads, or when she does
 * not perform one of them (the times then say so): the services' own totals stand.
 */
export function useMemberTotals(serviceIds: readonly number[], memberId: number | null): { duration: number; price: number } | null {
  const hers = useMemberServices(memberId);
  if (memberId === null || !hers.data || serviceIds.length === 0) return null;
  const services = [...new Set(serviceIds)].map((id) => hers.data.find((s) => s.id === id));
  if (services.some((s) => s === undefined)) return null;
  const performed = services as PublicService[];
  return {
    duration: performed.reduce((sum, s) => sum + s.duration, 0),
    price: Math.round(performed.reduce((sum, s) => sum + s.price, 0) * 100) / 100,
  };
}
