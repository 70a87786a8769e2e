import { formatPhone, zPhone } from '@chairly/shared/format/phone';
import { accountDetailsSchema } from '@chairly/shared/settings/account';
import type { Stylist } from '@chairly/shared/stylists/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useUpdateStylist } from '../api/stylist';
import { useTimeZones } from '@/lib/time-zones';
import { fieldMessage } from '../utils/field-message';
import { saveToasts } from '../utils/save-toasts';
import { AccountLocation } from './account-location';
import { ImageUpload } from './image-upload';
import { SettingsForm } from './settings-form';

type Input = z.input<typeof accountDetailsSchema>;
type Output = z.output<typeof accountDetailsSchema>;

const TEXT_FIELDS = [
  'name',
  'lastname',
  'email',
  'facebookUrl',
  'twitterUrl',
  'instagramUrl',
  'address',
  'postCode',
  'city',
  'businessPhone',
] as const;
const REQUIRED = new Set(['name', 'lastname', 'email']);
/** Addresses and numbers read left to right in every language, on an Arabic page too (D36). */
const LEFT_TO_RIGHT = new Set(['email', 'facebookUrl', 'twitterUrl', 'instagramUrl', 'businessPhone']);

function toValues(stylist: Stylist): Input {
  return {
    name: stylist.name ?? '',
    lastname: stylist.lastname ?? '',
    email: stylist.email ?? '',
    facebookUrl: stylist.facebookUrl ?? '',
    twitterUrl: stylist.twitterUrl ?? '',
    instagramUrl: stylist.instagramUrl ?? '',
    timeZone: stylist.timeZone?.id ?? (undefined as unknown as number),
    address: stylist.address ?? '',
    postCode: stylist.postCode ?? '',
    city: stylist.city ?? '',
    // Stored in E.164 (issue #29.4): written as her country writes it, read back on save.
    businessPhone: formatPhone(stylist.businessPhone ?? '', stylist.country),
    businessDescription: stylist.businessDescription ?? '',
    latitude: stylist.latitude,
    longtitude: stylist.longtitude,
  };
}

export function AccountTab({ stylist }: { stylist: Stylist }) {
  const { t, i18n } = useTranslation('settings');
  const zones = useTimeZones();
  const update = useUpdateStylist(stylist.id);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(accountDetailsSchema.extend({ businessPhone: zPhone(stylist.country, 40, 'Business phone') })),
    values: toValues(stylist),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const message = (name: keyof Input) =>
    fieldMessage(errors[name]?.message, t, i18n.language, t(`account.fields.${name}`));

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      values,
      saveToasts('settings:toast.stylistUpdated', 'settings:toast.stylistFailed'),
    ),
  );

  return (
    <SettingsForm
      title={t('tabs.account')}
      busy={update.isPending || zones.isPending}
      saving={update.isPending}
      onSubmit={onSubmit}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ImageUpload
          kind="profile"
          stylistId={stylist.id}
          subdomain={stylist.subdomain ?? ''}
          url={stylist.profileImageUrl}
        />
        <ImageUpload
          kind="background"
          stylistId={stylist.id}
          subdomain={stylist.subdomain ?? ''}
          url={stylist.backgroundImageUrl}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('account.fields.businessName')}
          value={stylist.businessName ?? ''}
          readOnly
          variant="filled"
        />
        <TextInput
          label={t('account.fields.subdomain')}
          value={stylist.subdomain ?? ''}
          readOnly
          variant="filled"
        />
        {TEXT_FIELDS.map((name) => (
          <TextInput
            key={name}
            label={t(`account.fields.${name}`)}
            withAsterisk={REQUIRED.has(name)}
            type={name === 'email' ? 'email' : 'text'}
            dir={LEFT_TO_RIGHT.has(name) ? 'ltr' : undefined}
            error={message(name)}
            {...form.register(name)}
          />
        ))}
        <Controller
          control={form.control}
          name="timeZone"
          render={({ field }) => (
            <Select
              label={t('account.fields.timeZone')}
              withAsterisk
              searchable
              data={(zones.data ?? []).map((zone) => ({
                value: String(zone.id),
                label: zone.name,
              }))}
              value={field.value ? String(field.value) : null}
              onChange={(value) => field.onChange(value ? Number(value) : undefined)}
              onBlur={field.onBlur}
              error={message('timeZone')}
              nothingFoundMessage={t('account.noTimeZone')}
            />
          )}
        />
      </SimpleGrid>
      <Textarea
        label={t('account.fields.businessDescription')}
        autosize
        minRows={3}
        error={message('businessDescription')}
        {...form.register('businessDescription')}
      />
      <AccountLocation control={form.control} setValue={form.setValue} />
    </SettingsForm>
  );
}
