import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ListFooter } from '@/components/ui/list';
import { i18n, initI18n } from '@/lib/i18n';
import { entriesRange } from '@/lib/list-params';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('services');
});

function renderFooter(page: number, size: number, total: number, language = 'en') {
  const summary = i18n.getFixedT(language, 'services')('summary', entriesRange(page, size, total));
  const pages = Math.max(1, Math.ceil(total / size));
  render(
    <MantineProvider>
      <ListFooter summary={summary} page={page} pages={pages} onPage={() => undefined} labels={{ previous: 'Previous page', next: 'Next page', page: (p) => `Page ${p}` }} />
    </MantineProvider>,
  );
}

describe('services table footer', () => {
  it("reads 'Showing X to Y of Z entries' and offers the other pages", () => {
    renderFooter(2, 10, 25);
    expect(screen.getByTestId('list-summary')).toHaveTextContent('Showing 11 to 20 of 25 entries');
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says 0 to 0 of 0 for an empty list and hides the pager', () => {
    renderFooter(1, 10, 0);
    expect(screen.getByTestId('list-summary')).toHaveTextContent('Showing 0 to 0 of 0 entries');
    expect(screen.queryByRole('button', { name: 'Page 1' })).not.toBeInTheDocument();
  });

  it('is translated', async () => {
    await i18n.loadLanguages('de');
    await i18n.loadNamespaces('services');
    renderFooter(1, 25, 30, 'de');
    expect(screen.getByTestId('list-summary')).toHaveTextContent('Zeige 1 bis 25 von 30 Einträgen');
  });
});
