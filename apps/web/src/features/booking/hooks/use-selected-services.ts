import type { PublicService } from '@chairly/shared/services/contracts';
import { usePublicServices } from '../api/get-public-services';
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
