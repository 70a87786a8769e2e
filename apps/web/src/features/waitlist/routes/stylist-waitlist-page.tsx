import type { WaitlistEntry } from '@chairly/shared/waitlist/contracts';
import { Alert, Button, Container, Group, Modal, Paper, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/ui';
import { ListFooter, PageSizeSelect } from '@/components/ui/list';
import { entriesRange, useListParams } from '@/lib/list-params';
import { useStylistCountry, useStylistTimeZone } from '@/lib/stylist-profile';
import { PhoneNumber } from '@/components/ui/phone-number';
import { notify } from '@/lib/notify';
import { useOfferTime, useStylistWaitlist } from '../api/waitlist';
import { formatCalendarDate, wallParts, wallTimeToIso } from '@chairly/shared/format';
import { offerErrorKey } from '../components/offer-error';
import { timesOfDayLabel } from '../components/times-of-day';

/** `timeZone`: the stylist's; undefined while it loads (the time she types is her wall time, never read as UTC). */
function OfferModal({ entry, timeZone, onClose }: { entry: WaitlistEntry | null; timeZone: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('waitlist');
  const offer = useOfferTime();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setDate('');
    setTime('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!entry || !date || !time || !timeZone) return;
    setError(null);
    try {
      await offer.mutateAsync({ id: entry.id, startsAt: wallTimeToIso(date, time, timeZone) });
      notify.success('waitlist:stylist.sent');
      close();
    } catch (e) {
      setError(t(offerErrorKey(e)));
    }
  };
  return (
    <Modal opened={entry !== null} closeButtonProps={{ 'aria-label': t('common:close') }} onClose={close} title={entry ? t('stylist.offerTitle', { name: entry.customer?.name ?? '' }) : ''}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('stylist.offerHint')}
          </Text>
          <Group grow>
            <TextInput type="date" label={t('stylist.date')} value={date} min={entry?.from} max={entry?.to} onChange={(e) => setDate(e.currentTarget.value)} required />
            <TextInput type="time" step={900} label={t('stylist.time')} value={time} onChange={(e) => setTime(e.currentTarget.value)} required />
          </Group>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={offer.isPending} disabled={!timeZone}>
              {t('stylist.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The list has no sortable columns: it is in date order. */
const NO_SORT: readonly never[] = [];

/**
 * /apps/waitlist (issue 21): who waits for which services, dates and times of day; offer one a
 * time. Paged like every list (issue #33): 10, 25, 50 or 100 a page, page and size in the URL.
 */
export default function StylistWaitlistPage() {
  const { t, i18n } = useTranslation('waitlist');
  const { params, update } = useListParams(NO_SORT);
  const list = useStylistWaitlist({ page: params.page, itemsPerPage: params.size });
  const total = list.data?.['hydra:totalItems'] ?? 0;
  const zone = useStylistTimeZone().data;
  const country = useStylistCountry();
  const [offering, setOffering] = useState<WaitlistEntry | null>(null);
  const day = (date: string) => formatCalendarDate(date, i18n.language);

  const content = () => {
    if (list.isPending) return <Skeleton height={160} />;
    if (list.isError) return <ErrorState title={t('stylist.loadFailed')} description={t('stylist.loadFailedDescription')} actionLabel={t('stylist.retry')} onAction={() => void list.refetch()} />;
    if (total === 0) return <EmptyState title={t('stylist.empty')} />;
    return (
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('stylist.customer')}</Table.Th>
              <Table.Th>{t('stylist.services')}</Table.Th>
              <Table.Th>{t('stylist.range')}</Table.Th>
              <Table.Th>{t('stylist.timesOfDay')}</Table.Th>
              <Table.Th>{t('stylist.offers')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data['hydra:member'].map((entry) => {
              const last = entry.offers[0] && wallParts(entry.offers[0].startsAt);
              return (
                <Table.Tr key={entry.id} data-testid="waitlist-row">
                  <Table.Td>
                    <Text fw={600}>{entry.customer?.name}</Text>
                    {entry.customer?.email && (
                      <Text size="xs" c="dimmed">
                        {entry.customer.email}
                      </Text>
                    )}
                    {/* A block of its own: a link inside dimmed text is told apart by colour only (axe link-in-text-block). */}
                    {entry.customer?.phone && (
                      <div>
                        <PhoneNumber value={entry.customer.phone} country={country} size="xs" />
                      </div>
                    )}
                  </Table.Td>
                  <Table.Td>{entry.services.map((s) => s.name).join(', ')}</Table.Td>
                  <Table.Td>{entry.from === entry.to ? day(entry.from) : `${day(entry.from)} – ${day(entry.to)}`}</Table.Td>
                  <Table.Td>{timesOfDayLabel(entry.timesOfDay, t)}</Table.Td>
                  <Table.Td>
                    {last ? t('stylist.offeredLast', { last: `${day(last.date)} ${last.time}`, count: entry.offers.length }) : t('stylist.never')}
                  </Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" variant="light" onClick={() => setOffering(entry)}>
                      {t('stylist.offer')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };

  return (
    <Container size="lg" py="lg">
      <Title order={1} size="h2" mb="xs">
        {t('stylist.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('stylist.description')}
      </Text>
      <Paper withBorder radius="md" p="md">
        <Group justify="flex-end" mb="sm">
          <PageSizeSelect value={params.size} onChange={(size) => update({ size })} before={t('stylist.show')} after={t('stylist.entries')} />
        </Group>
        {content()}
        {total > 0 && (
          <ListFooter
            summary={t('stylist.summary', entriesRange(params.page, params.size, total))}
            page={params.page}
            pages={Math.max(1, Math.ceil(total / params.size))}
            onPage={(page) => update({ page })}
            labels={{ previous: t('stylist.pagination.previous'), next: t('stylist.pagination.next'), page: (page) => t('stylist.pagination.page', { page }) }}
          />
        )}
      </Paper>
      <OfferModal entry={offering} timeZone={zone} onClose={() => setOffering(null)} />
    </Container>
  );
}
