import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneLink } from './phone-link';
import { PhoneNumber } from './phone-number';

const show = (value: string, label?: string) =>
  render(
    <MantineProvider>
      <PhoneLink value={value} label={label} />
    </MantineProvider>,
  );

describe('PhoneLink (issue #29.4)', () => {
  it('dials the stored E.164 number and shows the given display form', () => {
    show('+491512345678', '01512 345678');
    expect(screen.getByRole('link', { name: '01512 345678' })).toHaveAttribute('href', 'tel:+491512345678');
  });

  it('shows an old number that could not be migrated, without a link that would dial the wrong place', () => {
    show('0151 2345678');
    expect(screen.getByText('0151 2345678')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('PhoneNumber (issue #29.4)', () => {
  it("writes her country's numbers nationally and others internationally, always dialling E.164", () => {
    render(
      <MantineProvider>
        <PhoneNumber value="+49301234567" country="DE" />
        <PhoneNumber value="+351912345678" country="DE" />
      </MantineProvider>,
    );
    expect(screen.getByRole('link', { name: '030 1234567' })).toHaveAttribute('href', 'tel:+49301234567');
    expect(screen.getByRole('link', { name: '+351 912 345 678' })).toHaveAttribute('href', 'tel:+351912345678');
  });
});
