import { Button, MantineProvider, TextInput } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { SettingsForm } from './settings-form';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('settings');
});

const save = () => i18n.getFixedT('en', 'settings')('actions.save');

function renderForm(props: Partial<Parameters<typeof SettingsForm>[0]> = {}) {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <MantineProvider>
      <SettingsForm title="Account" busy={false} saving={false} onSubmit={onSubmit} {...props}>
        <TextInput label="Name" />
      </SettingsForm>
    </MantineProvider>,
  );
  return onSubmit;
}

describe('SettingsForm', () => {
  it('shows the tab heading, its fields and a Save button that submits the form', () => {
    const onSubmit = renderForm({ description: 'Your details' });
    expect(screen.getByRole('heading', { level: 2, name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText('Your details')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: save() });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('disables Save when it cannot save and marks it loading while saving', () => {
    renderForm({ canSave: false, saving: true });
    const button = screen.getByRole('button', { name: save() });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-loading', 'true');
  });

  it('puts extra actions before Save, in the same row', () => {
    renderForm({ actions: <Button>Add</Button> });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Add', save()]);
    expect(buttons[0]?.parentElement).toBe(buttons[1]?.parentElement);
  });
});
