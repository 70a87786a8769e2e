import { Textarea, useDirection } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { UiProvider } from './provider';

function Direction() {
  return <output>{useDirection().dir}</output>;
}

describe('UiProvider', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('starts in the language’s direction and follows every change of language', async () => {
    await initI18n('ar');
    render(
      <UiProvider>
        <Direction />
      </UiProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('rtl');
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByText('ltr')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ar'));
    expect(await screen.findByText('rtl')).toBeInTheDocument();
  });

  it('lets a free-text field follow the direction of what is written in it (an English note on an Arabic page)', async () => {
    await initI18n('ar');
    render(
      <UiProvider>
        <Textarea label="ملاحظات" defaultValue="Brings her own brow pencil." />
      </UiProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'ملاحظات' })).toHaveAttribute('dir', 'auto');
  });
});
