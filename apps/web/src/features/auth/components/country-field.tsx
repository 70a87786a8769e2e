import { Select } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { browserRegion, countryOptions, currencyLabel, proposedCurrency } from '@/lib/countries';

type CountryFieldProps = {
  value: string | undefined;
  onChange: (country: string | undefined) => void;
  error?: string;
};

/**
 * Her country (issue #29): searchable, named in the reader's language, preselected from the
 * browser's region; below it the currency her prices will be in (the country's; Settings may
 * change it until she takes a payment).
 */
export function CountryField({ value, onChange, error }: CountryFieldProps) {
  const { t, i18n } = useTranslation('auth');
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);

  useEffect(() => {
    if (value !== undefined) return;
    const region = browserRegion();
    if (region) onChange(region);
  }, [value, onChange]);

  const currency = proposedCurrency(value, null);
  return (
    <Select
      label={t('register.country.label')}
      placeholder={t('register.country.placeholder')}
      description={currency ? t('register.country.currency', { currency: currencyLabel(currency, i18n.language) }) : undefined}
      data={options}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      searchable
      required
      nothingFoundMessage={t('register.country.nothingFound')}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid="register-country"
    />
  );
}
