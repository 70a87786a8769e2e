import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { DeleteConfirmModal } from './delete-confirm-modal';

vi.mock('@/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

type Row = { id: number; name: string };

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('services');
});
beforeEach(() => vi.clearAllMocks());

function renderModal(deleteRow: (id: number) => Promise<void>) {
  const onClose = vi.fn();
  const useDelete = () => useMutation({ mutationFn: deleteRow });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider env="test">
        <DeleteConfirmModal<Row> ns="services" item={{ id: 7, name: 'Balayage' }} onClose={onClose} useDelete={useDelete} fields={(row, t) => [{ label: t('fields.name'), value: row.name }]} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  expect(screen.getByRole('dialog', { name: 'Delete service' })).toBeInTheDocument();
  return { onClose };
}

describe('delete confirmation', () => {
  it('shows the row, deletes it by id on confirm, toasts and closes', async () => {
    const deleteRow = vi.fn(async (_id: number) => undefined);
    const { onClose } = renderModal(deleteRow);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Balayage');
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('data-autofocus');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(deleteRow.mock.calls[0]?.[0]).toBe(7);
    expect(notify.success).toHaveBeenCalledWith('services:toast.deleted');
  });

  it('keeps the dialog open with the cancel button disabled while pending, and toasts a failure', async () => {
    let fail: (error: Error) => void = () => undefined;
    const { onClose } = renderModal(() => new Promise((_, reject) => (fail = reject)));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled());
    fail(new Error('boom'));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('services:toast.deleteFailed'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
