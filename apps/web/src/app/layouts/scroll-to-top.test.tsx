import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { ScrollToTop } from './scroll-to-top';

beforeAll(() => initI18n('en'));

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

describe('ScrollToTop', () => {
  it('appears only after scrolling more than 250 px and is a labelled button', async () => {
    render(
      <MantineProvider>
        <ScrollToTop />
      </MantineProvider>,
    );
    scrollTo(250);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(251);
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  });
});
