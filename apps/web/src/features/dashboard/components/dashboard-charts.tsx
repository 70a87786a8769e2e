import type { ByNumbers, ServicesGroup } from '@chairly/shared/dashboard/contracts';
import { Paper, Skeleton, Text, Title, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCalendarDate } from '@chairly/shared/format';
import { useAppointmentMoney } from '@/features/appointments';
import classes from './dashboard-charts.module.css';

type ChartsProps = { byNumbers: ByNumbers | undefined; services: ServicesGroup | undefined };

/** Recharts lives only in this lazily loaded module (STACK-NOTES: charts are a lazy chunk). */
export default function DashboardCharts({ byNumbers, services }: ChartsProps) {
  const { t, i18n } = useTranslation('dashboard');
  const money = useAppointmentMoney();
  const trend = (byNumbers?.trend ?? []).map((d) => ({ ...d, label: formatCalendarDate(d.date, i18n.language, { day: 'numeric', month: 'short' }) }));
  const groups = services?.services ?? [];
  // Right to left (Arabic): time and counts run from the right, the value axis stands on the right.
  const rtl = useDirection().dir === 'rtl';
  const side = rtl ? 'right' : 'left';
  return (
    <>
      <Paper withBorder radius="md" p="md" data-testid="trend-chart">
        <Title order={2} size="h4" mb="sm">
          {t('charts.trend')}
        </Title>
        <div role="img" aria-label={t('charts.trendLabel')} className={classes.chart} style={{ width: '100%', height: 240 }}>
          <ResponsiveContainer>
            {/* Bars: a day has a whole number of appointments; a smoothed line would suggest fractions between days (issue #31.8). */}
            <BarChart data={trend} margin={rtl ? { top: 8, right: 0, left: 8, bottom: 0 } : { top: 8, right: 8, left: 0, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" fontSize={12} interval="preserveStartEnd" reversed={rtl} />
              <YAxis allowDecimals={false} fontSize={12} width={32} orientation={side} />
              <Tooltip formatter={(value, name) => (name === 'revenue' ? money(Number(value)) : value)} wrapperStyle={{ direction: rtl ? 'rtl' : 'ltr' }} />
              <Bar dataKey="appointments" name={t('charts.appointments')} fill="var(--mantine-color-blue-6)" data-testid="trend-bars" />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Paper>
      <Paper withBorder radius="md" p="md" data-testid="services-chart">
        <Title order={2} size="h4" mb="sm">
          {t('charts.services')}
        </Title>
        {/* Loading: a placeholder, never "No services booked" before the answer (issue #31.2). */}
        {services === undefined ? (
          <Skeleton height={160} data-testid="services-chart-loading" />
        ) : groups.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('charts.servicesEmpty')}
          </Text>
        ) : (
          <div role="img" aria-label={t('charts.servicesLabel')} className={classes.chart} style={{ width: '100%', height: Math.max(160, groups.length * 36) }}>
            <ResponsiveContainer>
              <BarChart data={groups} layout="vertical" margin={rtl ? { top: 0, right: 8, left: 16, bottom: 0 } : { top: 0, right: 16, left: 0, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis type="number" allowDecimals={false} fontSize={12} reversed={rtl} />
                <YAxis type="category" dataKey="name" width={110} fontSize={12} orientation={side} />
                <Tooltip formatter={(value) => value} wrapperStyle={{ direction: rtl ? 'rtl' : 'ltr' }} />
                <Bar dataKey="count" name={t('charts.count')} fill="var(--mantine-color-teal-6)" />
              </BarChart>
            </ResponsiveContainer>
          </div>
        )}
      </Paper>
    </>
  );
}
