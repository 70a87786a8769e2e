import type { Appointment } from '@chairly/shared/appointments/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { publicServicesQueryOptions } from '../api/get-public-services';
import { splitOffered } from '../utils/book-again';
import { selectionStore } from '../utils/selection-store';

/**
 * "Book again" (issue #19.4): a fresh selection of the booking's services, in their order, with the
 * same member (issue #34: chosen again on a team's date step, anyone available if she has left), and the
 * date and time step. Services the stylist no longer offers are left out and named there (issue
 * #31.11; they made the times and the deposit answer 422); with none left, the service list.
 */
export function useBookAgain() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (booking: Pick<Appointment, 'services' | 'memberId'>) => {
      void (async () => {
        const offered = await queryClient.fetchQuery(publicServicesQueryOptions()).then(
          (services) => new Set(services.map((service) => service.id)),
          () => null,
        );
        const { serviceIds, leftOut } = splitOffered(booking.services, offered);
        selectionStore.clear();
        selectionStore.update({ serviceIds, leftOut, memberId: booking.memberId ?? null });
        navigate(serviceIds.length > 0 ? paths.bookingDateTime() : paths.booking());
      })();
    },
    [navigate, queryClient],
  );
}
