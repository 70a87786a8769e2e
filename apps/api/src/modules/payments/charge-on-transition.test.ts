import { AppError } from '@chairly/shared';
import { describe, expect, it, vi } from 'vitest';
import { createChargeOnTransition } from './charge-on-transition';

describe('charge on transition', () => {
  it('charges the checkout transition only', async () => {
    const charge = vi.fn(async () => ({
      id: 'c1',
      kind: 'checkout' as const,
      status: 'succeeded' as const,
      amount: 55.5,
      currency: 'EUR',
    }));
    const port = createChargeOnTransition({ charge });
    expect(await port.charge({ stylistId: 1, appointmentId: 2, transition: 'checkout' })).toEqual({
      charged: true,
      message: 'Charged €55.50',
    });
    expect(await port.charge({ stylistId: 1, appointmentId: 2, transition: 'no-show' })).toEqual({
      charged: false,
      message: 'State changed',
    });
    expect(charge).toHaveBeenCalledTimes(1);
  });

  it('reports a refused charge without failing the transition', async () => {
    const port = createChargeOnTransition({
      charge: async () => {
        throw new AppError(
          'CARD_DECLINED',
          'The card was declined. Ask the customer for another card.',
        );
      },
    });
    expect(await port.charge({ stylistId: 1, appointmentId: 2, transition: 'checkout' })).toEqual({
      charged: false,
      message: 'The card was declined. Ask the customer for another card.',
    });
  });
});
