import type { TimeOfDay } from '@chairly/shared/waitlist/contracts';
import type { TFunction } from 'i18next';

/** "Morning, Evening" in the reader's language. */
export function timesOfDayLabel(times: readonly TimeOfDay[], t: TFunction<'waitlist'>): string {
  return times.map((time) => t(`timesShort.${time}`)).join(', ');
}
