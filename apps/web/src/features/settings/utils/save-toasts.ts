import { notify } from '@/lib/notify';

/** The callbacks of a settings save: a success toast or an error toast (i18n keys). */
export const saveToasts = (successKey: string, errorKey: string) => ({
  onSuccess: () => notify.success(successKey),
  onError: () => notify.error(errorKey),
});
