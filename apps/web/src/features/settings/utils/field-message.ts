import { OPEN_HOURS_OVERLAP_MESSAGE } from '@chairly/shared/settings/open-hours';
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
  return translateMessage(message, language, label ? { _field_: label } : {});
}
