import type { Appointment } from '@chairly/shared/appointments/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { selectionStore } from '../utils/selection-store';

/**
 * "Book again" (issue #19.4): a fresh selection of the booking's services, in their order, and the
 * date and time step; services the stylist no longer offers drop out there, as in any selection.
 */
export function useBookAgain() {
  const navigate = useNavigate();
  return useCallback(
    (booking: Pick<Appointment, 'services'>) => {
      selectionStore.clear();
      selectionStore.update({ serviceIds: [...new Set(booking.services.map((s) => s.id))] });
      navigate(paths.bookingDateTime());
    },
    [navigate],
  );
}
