import { MantineProvider } from '@mantine/core';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import StripeCardForm from './stripe-card-form';

// Stripe.js comes from js.stripe.com, which tests cannot reach: the loader package is mocked and
// the Stripe object it resolves to is a fake that records what the form asks of it.
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }));
const load = vi.mocked(loadStripe);

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('cards');
});
beforeEach(() => {
  load.mockReset();
});

type SetupAnswer = Awaited<ReturnType<Stripe['confirmSetup']>>;

function fakeStripe(answer: SetupAnswer) {
  const element = { mount: vi.fn(), destroy: vi.fn() };
  const elements = { create: vi.fn(() => element) };
  const client = {
    elements: vi.fn(() => elements),
    confirmSetup: vi.fn(async () => answer),
  };
  return { client, elements, element, stripe: client as unknown as Stripe };
}

function renderForm(onToken = vi.fn(async () => undefined)) {
  const view = render(
    <MantineProvider>
      <StripeCardForm
        clientSecret="seti_1_secret_x"
        publishableKey="pk_test_123"
        onToken={onToken}
        onCancel={() => undefined}
        busy={false}
      />
    </MantineProvider>,
  );
  return { ...view, onToken };
}

const saveButton = () => screen.getByRole('button', { name: 'Save card' });

describe('StripeCardForm', () => {
  it('loads Stripe.js with the publishable key, mounts the Payment Element and saves the confirmed payment method', async () => {
    const fake = fakeStripe({
      setupIntent: { payment_method: 'pm_card_1' },
    } as unknown as SetupAnswer);
    load.mockResolvedValue(fake.stripe);
    const { onToken, unmount } = renderForm();

    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(load).toHaveBeenCalledWith('pk_test_123');
    expect(fake.client.elements).toHaveBeenCalledWith({
      clientSecret: 'seti_1_secret_x',
      locale: 'en',
    });
    expect(fake.elements.create).toHaveBeenCalledWith('payment');
    expect(fake.element.mount).toHaveBeenCalledWith(expect.any(HTMLDivElement));

    fireEvent.click(saveButton());
    await waitFor(() => expect(onToken).toHaveBeenCalledWith('pm_card_1', null));
    expect(fake.client.confirmSetup).toHaveBeenCalledWith({
      elements: fake.elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });

    unmount();
    expect(fake.element.destroy).toHaveBeenCalled();
  });

  it('says the card form is unavailable when Stripe.js cannot be loaded, and offers no save', async () => {
    load.mockRejectedValue(new Error('Failed to load Stripe.js'));
    renderForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The secure card form could not be loaded. Check your connection and try again.',
    );
    expect(saveButton()).toBeDisabled();
  });

  it('a refused confirmation shows the reason and saves nothing', async () => {
    const fake = fakeStripe({
      error: { type: 'card_error', message: 'Your card was declined.' },
    } as SetupAnswer);
    load.mockResolvedValue(fake.stripe);
    const { onToken } = renderForm();
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onToken).not.toHaveBeenCalled();
  });
});
