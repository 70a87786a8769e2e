import { TOAST_TIMEOUT_MS } from '@chairly/shared/constants';
import { notifications } from '@mantine/notifications';
import { i18n } from './i18n';

type NotifyOptions = { values?: Record<string, string | number>; titleKey?: string };

function show(color: 'teal' | 'red', messageKey: string, options: NotifyOptions = {}): void {
  notifications.show({
    color,
    autoClose: TOAST_TIMEOUT_MS,
    title: options.titleKey ? i18n.t(options.titleKey) : undefined,
    message: i18n.t(messageKey, options.values ?? {}),
    closeButtonProps: { 'aria-label': i18n.t('common:close') },
  });
}

/** Toasts (docs/product.md §2: 3 s). Keys are i18n keys, e.g. `notify.success('services:deleted')`. */
export const notify = {
  success: (messageKey: string, options?: NotifyOptions) => show('teal', messageKey, options),
  error: (messageKey: string, options?: NotifyOptions) => show('red', messageKey, options),
};
