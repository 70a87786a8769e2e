import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListFooter } from './list-footer';

const labels = { previous: 'Previous page', next: 'Next page', page: (p: number) => `Page ${p}` };

describe('a list footer while the list loads (issue #31.2)', () => {
  it('shows a placeholder only: no "Showing 0 to 0 of 0", no pages', () => {
    render(
      <MantineProvider>
        <ListFooter summary={null} page={1} pages={3} onPage={() => undefined} labels={labels} />
      </MantineProvider>,
    );
    expect(screen.getByTestId('list-summary-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('list-summary')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
  });

  it('says the range and offers the pages once the answer is there', () => {
    render(
      <MantineProvider>
        <ListFooter summary="Showing 1 to 10 of 25 entries" page={1} pages={3} onPage={() => undefined} labels={labels} />
      </MantineProvider>,
    );
    expect(screen.getByTestId('list-summary')).toHaveTextContent('Showing 1 to 10 of 25 entries');
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });
});
