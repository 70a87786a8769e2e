import { REMINDER_HOURS } from '@chairly/shared/constants';
import {
  notificationSettingsSchema,
  type NotificationSettings,
} from '@chairly/shared/settings/account';
import type { Stylist } from '@chairly/shared/stylists/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, Stack, Switch, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateStylist } from '../api/stylist';
import { fieldMessage } from '../utils/field-message';
import { saveToasts } from '../utils/save-toasts';
import { CalendarFeedSection } from './calendar-feed-section';
import { SettingsForm } from './settings-form';

const SWITCHES = [
  'emailNotifications',
  'smsNotifications',
  'reviewRequestNotifications',
  'appointmentReminder',
] as const;

const toValues = (stylist: Stylist): NotificationSettings => ({
  emailNotifications: stylist.emailNotifications,
  smsNotifications: stylist.smsNotifications,
  reviewRequestNotifications: stylist.reviewRequestNotifications,
  appointmentReminder: stylist.appointmentReminder,
  appointmentReminderHours: stylist.appointmentReminderHours,
  notificationsText: stylist.notificationsText ?? '',
});

/** Messages & Notifications, saved on the stylist with the same toasts as the account. */
export function NotificationsTab({ stylist }: { stylist: Stylist }) {
  const { t, i18n } = useTranslation('settings');
  const update = useUpdateStylist(stylist.id);
  const form = useForm<NotificationSettings>({
    resolver: zodResolver(notificationSettingsSchema),
    values: toValues(stylist),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      values,
      saveToasts('settings:toast.stylistUpdated', 'settings:toast.stylistFailed'),
    ),
  );

  return (
    <Stack gap="lg">
      <SettingsForm
        title={t('tabs.notifications')}
        busy={update.isPending}
        saving={update.isPending}
        onSubmit={onSubmit}
      >
        {SWITCHES.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <Switch
                label={t(`notifications.${name}`)}
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
        ))}
        <Controller
          control={form.control}
          name="appointmentReminderHours"
          render={({ field }) => (
            <NumberInput
              label={t('notifications.reminderHours')}
              min={REMINDER_HOURS.min}
              max={REMINDER_HOURS.max}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              maw={260}
              value={field.value}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
              error={fieldMessage(
                errors.appointmentReminderHours?.message,
                t,
                i18n.language,
                t('notifications.reminderHours'),
              )}
            />
          )}
        />
        <Textarea
          label={t('notifications.text')}
          autosize
          minRows={3}
          maxLength={1000}
          error={fieldMessage(
            errors.notificationsText?.message,
            t,
            i18n.language,
            t('notifications.text'),
          )}
          {...form.register('notificationsText')}
        />
      </SettingsForm>
      <CalendarFeedSection />
    </Stack>
  );
}
