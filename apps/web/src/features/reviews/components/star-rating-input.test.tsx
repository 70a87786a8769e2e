import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StarRatingInput } from './star-rating-input';

function Harness() {
  const [value, setValue] = useState<number | null>(null);
  return (
    <MantineProvider>
      <StarRatingInput value={value} onChange={setValue} />
      <output>{value ?? 'none'}</output>
    </MantineProvider>
  );
}

describe('StarRatingInput', () => {
  it('chooses a rating by click and moves it with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(5);
    await user.click(radios[2] as HTMLElement);
    expect(screen.getByRole('status')).toHaveTextContent('3');
    expect(radios[2]).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('status')).toHaveTextContent('4');
    expect(radios[3]).toHaveFocus();
  });
});
