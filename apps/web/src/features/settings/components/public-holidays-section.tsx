import { Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useAcceptHolidays, useHolidayCountries, useHolidays } from '../api/special-days';
import { formatDay } from '../utils/special-days';
import { TabFrame } from './tab-frame';

/**
 * Public holidays: she picks her country (and region where it has them); the next 12 months'
 * public holidays are offered as closed days, accepted one by one or all at once.
 */
export function PublicHolidaysSection() {
  const { t, i18n } = useTranslation('settings');
  const lang = i18n.language;
  const countries = useHolidayCountries(lang);
  const [choice, setChoice] = useState<{ country: string | null; region: string | null } | null>(
    null,
  );
  // Until she picks, the server answers for her saved country (none: an empty list).
  const holidays = useHolidays(choice?.country ?? null, choice?.region ?? null, lang);
  const accept = useAcceptHolidays();
  useEffect(() => {
    if (choice === null && holidays.data?.country)
      setChoice({ country: holidays.data.country, region: holidays.data.region });
  }, [choice, holidays.data]);

  const country = choice?.country ?? null;
  const regions = countries.data?.find((c) => c.code === country)?.regions ?? [];
  // While another country's list stands in for the chosen one's (kept while it loads), none is shown:
  // its holidays are not hers, and "Close on all" would count them.
  const loading = holidays.isPending || holidays.isPlaceholderData;
  const list = country && !holidays.isPlaceholderData ? (holidays.data?.holidays ?? []) : [];
  const open = list.filter((h) => !h.taken);

  const acceptDates = (dates: string[]) => {
    if (!country || dates.length === 0) return;
    accept.mutate(
      { country, region: choice?.region ?? null, dates, lang },
      {
        onSuccess: (answer) =>
          notify.success('settings:holidays.accepted', {
            values: { count: answer.accepted.length },
          }),
        onError: () => notify.error('settings:toast.dataNotUpdated'),
      },
    );
  };

  return (
    <TabFrame
      title={t('holidays.title')}
      description={t('holidays.description')}
      busy={countries.isPending || accept.isPending}
    >
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('holidays.country')}
            placeholder={t('holidays.chooseCountry')}
            searchable
            w={{ base: '100%', xs: 260 }}
            data={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
            value={country}
            onChange={(value) => setChoice({ country: value, region: null })}
            nothingFoundMessage={t('holidays.noMatch')}
          />
          {regions.length > 0 && (
            <Select
              label={t('holidays.region')}
              placeholder={t('holidays.wholeCountry')}
              searchable
              clearable
              w={{ base: '100%', xs: 260 }}
              data={regions.map((r) => ({ value: r.code, label: r.name }))}
              value={choice?.region ?? null}
              onChange={(value) => setChoice({ country, region: value })}
              nothingFoundMessage={t('holidays.noMatch')}
            />
          )}
          {country && (
            <Button
              variant="light"
              disabled={open.length === 0}
              loading={accept.isPending}
              onClick={() => acceptDates(open.map((h) => h.date))}
            >
              {t('holidays.acceptAll', { count: open.length })}
            </Button>
          )}
        </Group>
        {country && !loading && list.length === 0 && (
          <Text c="dimmed">{t('holidays.none')}</Text>
        )}
        {list.length > 0 && (
          <Table.ScrollContainer minWidth={420}>
            <Table data-testid="public-holidays">
              <Table.Tbody>
                {list.map((holiday) => (
                  <Table.Tr key={holiday.date} data-testid="public-holiday">
                    <Table.Td>{formatDay(holiday.date, lang)}</Table.Td>
                    <Table.Td>{holiday.name}</Table.Td>
                    <Table.Td ta="end">
                      {holiday.taken ? (
                        <Badge color="gray">{t('holidays.taken')}</Badge>
                      ) : (
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => acceptDates([holiday.date])}
                          aria-label={t('holidays.acceptOne', { name: holiday.name })}
                        >
                          {t('holidays.accept')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </TabFrame>
  );
}
