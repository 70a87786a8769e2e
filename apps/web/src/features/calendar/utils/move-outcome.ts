import { ApiError } from '@/lib/api-client';

/** What the calendar does after a drag or resize was sent: keep it, or put the event back and say why. */
export type MoveOutcome = { revert: false } | { revert: true; messageKey: string; values?: Record<string, string> };

/**
 * A move stays only when the server accepted it. A 409 (the time overlaps another appointment, or
 * the appointment changed meanwhile) reverts with the overlap message; anything else reverts too.
 * `member`: the name of the member it was dropped on (issue #34): her overlap is said with her name.
 */
export function moveOutcome(error: unknown, member?: string): MoveOutcome {
  if (error === null || error === undefined) return { revert: false };
  if (error instanceof ApiError && error.status === 409) {
    if (error.code === 'SLOT_TAKEN' && member !== undefined) return { revert: true, messageKey: 'calendar:toast.memberTaken', values: { member } };
    return { revert: true, messageKey: error.code === 'SLOT_TAKEN' ? 'calendar:toast.overlap' : 'calendar:toast.changedMeanwhile' };
  }
  if (error instanceof ApiError && error.status === 422) return { revert: true, messageKey: 'calendar:toast.moveRefused' };
  return { revert: true, messageKey: 'calendar:toast.moveFailed' };
}
