import type { Stylist } from '@chairly/shared/stylists/contracts';
import { Select, SimpleGrid } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { countryOptions, currencyOptions, proposedCurrency } from '@/lib/countries';
import { notify } from '@/lib/notify';
import { useUpdateStylist } from '../api/stylist';
import { SettingsForm } from './settings-form';

/**
 * Her country and currency (issue #29, D33): choosing a country proposes its currency; the API
 * refuses another currency (409, `currency_locked`) once she has taken a payment, and the field
 * says so in her language.
 */
export function CountryCurrencyForm({ stylist }: { stylist: Stylist }) {
  const { t, i18n } = useTranslation('settings');
  const update = useUpdateStylist(stylist.id);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const currencies = useMemo(() => currencyOptions(i18n.language), [i18n.language]);
  const [country, setCountry] = useState<string | null>(stylist.country);
  const [currency, setCurrency] = useState<string>(stylist.currency);
  const [locked, setLocked] = useState(false);

  const chooseCountry = (next: string | null) => {
    setCountry(next);
    setCurrency((current) => proposedCurrency(next, current) ?? current);
    setLocked(false);
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate(
      { ...(country ? { country } : {}), currency },
      {
        onSuccess: () => notify.success('settings:toast.stylistUpdated'),
        onError: (error) => {
          if (error instanceof ApiError && error.reason === 'currency_locked') setLocked(true);
          else notify.error('settings:toast.stylistFailed');
        },
      },
    );
  };

  return (
    <SettingsForm
      title={t('countryCurrency.title')}
      description={t('countryCurrency.description')}
      busy={false}
      saving={update.isPending}
      onSubmit={onSubmit}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('countryCurrency.country')}
          data={countries}
          value={country}
          onChange={chooseCountry}
          searchable
          nothingFoundMessage={t('countryCurrency.nothingFound')}
          data-testid="settings-country"
        />
        <Select
          label={t('countryCurrency.currency')}
          data={currencies}
          value={currency}
          onChange={(next) => {
            if (next) setCurrency(next);
            setLocked(false);
          }}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('countryCurrency.nothingFound')}
          description={t('countryCurrency.lockedHint')}
          error={locked ? t('countryCurrency.locked') : undefined}
          data-testid="settings-currency"
        />
      </SimpleGrid>
    </SettingsForm>
  );
}
