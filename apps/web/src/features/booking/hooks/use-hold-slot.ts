import { ROLES } from '@chairly/shared/constants';
import { wallTimeToIso } from '@chairly/shared/format';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { startCustomerLogin, useSession } from '@/lib/session';
import { useBlockDate } from '../api/block-date';
import { memberIdOf, type MemberParam } from '../utils/member-choice';
import { holdOf, selectionStore } from '../utils/selection-store';

export type HoldProblem = 'taken' | 'failed' | null;

/**
 * Continue on the date step: signed out → customer sign-in and back here (the selection waits in
 * sessionStorage); signed in → hold the slot (block-date) and go to the confirm page. `member`: a
 * team's choice (issue #34); a member chosen by name is sent as `memberId`, anyone available as none.
 */
export function useHoldSlot(timeZone: string | null, member?: MemberParam) {
  const session = useSession();
  const isCustomer = session.isLoggedIn && session.roles.includes(ROLES.customer);
  const block = useBlockDate();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<HoldProblem>(null);

  const hold = useCallback(async () => {
    const { serviceIds, date, time } = selectionStore.get();
    if (!timeZone || !date || !time || serviceIds.length === 0) return;
    setProblem(null);
    if (!isCustomer) {
      selectionStore.update({ continueAfterLogin: true });
      await startCustomerLogin(window.location.href);
      return;
    }
    selectionStore.update({ continueAfterLogin: false });
    // D34: a time inside a spring-forward gap is moved forward by the gap; if that time is not free
    // the API refuses the hold (409/422) and the customer is told it is taken, as for any other.
    const startsAt = wallTimeToIso(date, time, timeZone);
    try {
      const held = await block.mutateAsync({ services: serviceIds, startsAt, ...memberIdOf(member) });
      selectionStore.update({ hold: holdOf(held) });
      navigate(paths.bookingConfirm());
    } catch (error) {
      // Taken (409) or no longer bookable (422/400): the listed times are refreshed by the mutation.
      const gone = error instanceof ApiError && [400, 409, 422].includes(error.status);
      if (gone) selectionStore.update({ time: null });
      setProblem(gone ? 'taken' : 'failed');
    }
  }, [timeZone, member, isCustomer, block, navigate]);

  return { hold, isCustomer, pending: block.isPending, problem };
}
