import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { AmountInput, amountOf } from './amount-input';

beforeAll(() => initI18n('en'));
afterAll(() => i18n.changeLanguage('en'));

/** An amount field kept by its parent, as a form keeps it; `onAmount` sees each amount handed up. */
function Field({ initial, currency, onAmount }: { initial: number | ''; currency: string; onAmount: (amount: number | undefined) => void }) {
  const [value, setValue] = useState<number | ''>(initial);
  return (
    <MantineProvider env="test">
      <AmountInput
        label="Amount"
        currency={currency}
        hideControls
        value={value}
        onChange={(amount) => {
          onAmount(amount);
          setValue(amount ?? '');
        }}
      />
      <button type="button" onClick={() => setValue(1250.5)}>
        Load
      </button>
    </MantineProvider>
  );
}

describe('an amount input (issue #29)', () => {
  it('reads Mantine’s value as a number, a typed trailing zero or mark included', () => {
    expect(amountOf(45.5)).toBe(45.5);
    expect(amountOf('45.50')).toBe(45.5);
    expect(amountOf('45.')).toBe(45);
    expect(amountOf('')).toBeUndefined();
  });

  it('takes a French amount with its comma and shows one loaded from elsewhere the French way', async () => {
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    const onAmount = vi.fn();
    render(<Field initial="" currency="EUR" onAmount={onAmount} />);
    const input = screen.getByLabelText('Amount');
    await user.click(input);
    await user.paste('12,50');
    expect(onAmount).toHaveBeenLastCalledWith(12.5);
    // The zero she typed stays on screen although the form holds 12.5.
    expect(input).toHaveValue('12,50\u00a0€');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(input).toHaveValue('1\u202f250,5\u00a0€');
  });

  it('takes a yen amount in whole units in English', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    const onAmount = vi.fn();
    render(<Field initial={4500} currency="JPY" onAmount={onAmount} />);
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveValue('¥4,500');
    await user.clear(input);
    await user.paste('12000');
    expect(onAmount).toHaveBeenLastCalledWith(12000);
    expect(input).toHaveValue('¥12,000');
  });
});
