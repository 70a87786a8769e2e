import { Container, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatistic } from '../api/get-statistic';
import { ByNumbersTable } from '../components/by-numbers-table';
import { ScheduleList } from '../components/schedule-list';
import { SectionLinks } from '../components/section-links';
import { SetupChecklist } from '../components/setup-checklist';
import { ShareBookingPanel } from '@/features/settings';
import { StatCard } from '../components/stat-card';
import { useAppointmentMoney } from '@/features/appointments';
import { MemberFilterSelect, parseMemberParam } from '@/features/team';
import { useSearchUpdate } from '@/lib/search-update';
import { TakingsTable } from '../components/takings-table';

// Recharts is loaded after the figures, in a chunk of its own.
const DashboardCharts = lazy(() => import('../components/dashboard-charts'));

/** /apps/dashboard (full layout): headline figures, charts, today's and tomorrow's schedule. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  // Issue #34 (D66): one member's figures (`member={id}` in the address), or the business's.
  const [search, setSearch] = useSearchUpdate();
  const member = parseMemberParam(search.get('member'));
  const choose = (next: number | null) =>
    setSearch((current) => {
      const out = new URLSearchParams(current);
      if (next === null) out.delete('member');
      else out.set('member', String(next));
      return out;
    });
  const users = useStatistic('total-users', member);
  const count = useStatistic('appointments-count-booked-today', member);
  const booked = useStatistic('appointments-sum-amount-booked-today', member);
  const sales = useStatistic('appointments-sum-amount-sales-today', member);
  const byNumbers = useStatistic('dashboard-statistic-by-numbers', member);
  const services = useStatistic('appointments-services-group', member);
  // "Today" is the stylist's local day, as the server computed it.
  const today = users.data?.date ?? count.data?.date ?? null;
  const write = useAppointmentMoney();
  const money = (value: number | undefined) => (value === undefined ? undefined : write(value));

  return (
    <Container size="xl" py="lg">
      <Title order={1} size="h2" mb="lg">
        {t('title')}
      </Title>
      <Stack gap="lg">
        <SectionLinks />
        <SetupChecklist />
        <MemberFilterSelect value={member} onChange={choose} labels={{ label: t('memberFilter.label'), everyone: t('memberFilter.everyone') }} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <StatCard testId="stat-total-users" label={t('cards.totalUsers')} value={users.data ? String(users.data.value) : undefined} loading={users.isPending} failed={users.isError} />
          <StatCard testId="stat-booked-today" label={t('cards.bookedToday')} value={count.data ? String(count.data.value) : undefined} loading={count.isPending} failed={count.isError} />
          <StatCard testId="stat-amount-booked-today" label={t('cards.amountBookedToday')} value={money(booked.data?.value)} loading={booked.isPending} failed={booked.isError} />
          <StatCard testId="stat-sales-today" label={t('cards.salesToday')} value={money(sales.data?.value)} loading={sales.isPending} failed={sales.isError} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <ScheduleList testId="schedule-today" today={today} days={0} />
          <ScheduleList testId="schedule-tomorrow" today={today} days={1} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <ByNumbersTable data={byNumbers.data} loading={byNumbers.isPending} failed={byNumbers.isError} />
          <Suspense fallback={<Skeleton height={280} />}>
            <DashboardCharts byNumbers={byNumbers.data} services={services.data} />
          </Suspense>
        </SimpleGrid>
        <TakingsTable takings={byNumbers.data?.takingsByMember} />
        <ShareBookingPanel />
      </Stack>
    </Container>
  );
}
