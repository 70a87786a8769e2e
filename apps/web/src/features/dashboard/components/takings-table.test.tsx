import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { TakingsTable } from './takings-table';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['dashboard', 'common']);
});

const show = (takings: Parameters<typeof TakingsTable>[0]['takings']) =>
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <TakingsTable takings={takings} />
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('TakingsTable (issue #34, D66)', () => {
  it('lists each member’s takings of the week and the month through the one money formatter', () => {
    show([
      { memberId: 1, name: 'Anna', week: 70, month: 70 },
      { memberId: 2, name: 'Dana', week: 35.5, month: 1255.5 },
    ]);
    expect(screen.getByRole('heading', { name: 'Takings per member' })).toBeInTheDocument();
    expect(screen.getByTestId('takings-2')).toHaveTextContent(/Dana\s*\$35\.50\s*\$1,255\.50/);
  });

  it('shows nothing for a business of one member', () => {
    show([{ memberId: 1, name: 'Anna', week: 70, month: 70 }]);
    expect(screen.queryByTestId('takings-by-member')).toBeNull();
  });
});
