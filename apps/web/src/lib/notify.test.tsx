import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from './i18n';
import { notify } from './notify';

beforeAll(() => initI18n('en'));

describe('notify', () => {
  it('shows a translated toast for a message key', async () => {
    render(
      <MantineProvider>
        <Notifications />
      </MantineProvider>,
    );
    act(() => notify.error('errors:boot.title'));
    expect(await screen.findByText('Chairly could not start')).toBeInTheDocument();
  });
});
