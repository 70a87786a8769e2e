import type { ServicesGroup } from '@chairly/shared/dashboard/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import DashboardCharts from './dashboard-charts';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['dashboard']);
});

function renderCharts(services: ServicesGroup | undefined) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <DashboardCharts byNumbers={undefined} services={services} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('the dashboard’s services chart (issue #31.2)', () => {
  it('shows a placeholder while loading, never "No services booked" before the answer', () => {
    renderCharts(undefined);
    expect(screen.getByTestId('services-chart-loading')).toBeInTheDocument();
    expect(screen.queryByText(i18n.t('dashboard:charts.servicesEmpty'))).not.toBeInTheDocument();
  });

  it('says so when the answer has no services', () => {
    renderCharts({ type: 'appointments-services-group', date: '2026-11-27', timeZone: 'UTC', from: '2026-10-28', services: [] });
    expect(screen.getByText(i18n.t('dashboard:charts.servicesEmpty'))).toBeInTheDocument();
  });
});
