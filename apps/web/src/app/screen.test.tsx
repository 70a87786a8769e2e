import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { lazyScreen, onScreenShown, preloadScreen } from './screen';

beforeAll(() => initI18n('en'));

const screenModule = (text: string) => ({ default: () => <h1>{text}</h1> });

describe('lazy screens', () => {
  it('show a loader until their code arrives, then tell listeners the screen is on the page', async () => {
    const shown = vi.fn();
    const stop = onScreenShown(shown);
    const Screen = lazyScreen(() => Promise.resolve(screenModule('Services')));
    render(
      <MantineProvider>
        <Screen />
      </MantineProvider>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Services' })).toBeInTheDocument();
    // An effect: it runs after the screen is committed, not necessarily before the heading is found.
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    stop();
  });

  it('render at once, without a loader, once preloaded (as a server-rendered page hydrates)', async () => {
    const load = () => Promise.resolve(screenModule('Book'));
    await preloadScreen(load);
    const Screen = lazyScreen(load);
    render(
      <MantineProvider>
        <Screen />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Book' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a failed preload leaves the screen to load (and report) on its own', async () => {
    await expect(preloadScreen(() => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
  });
});
