import { OPEN_HOURS_OVERLAP_MESSAGE } from '@chairly/shared/settings/open-hours';
import { SPECIAL_DAY_OVERLAP_MESSAGE } from '@chairly/shared/settings/special-days';
import { translateMessage } from '@chairly/shared/validation/message-token';
import type { TFunction } from 'i18next';

/**
 * The text of a form error: shared schemas carry message tokens (translated with the field's label),
 * the overlap rule a fixed sentence with its own key here.
 */
export function fieldMessage(
  message: string | undefined,
  t: TFunction,
  language: string,
  label?: string,
): string | undefined {
  if (!message) return undefined;
  if (message === OPEN_HOURS_OVERLAP_MESSAGE) return t('settings:openHours.overlap');
  if (message === SPECIAL_DAY_OVERLAP_MESSAGE) return t('settings:specialDays.overlap');
  return translateMessage(message, language, label ? { _field_: label } : {});
}
