import { AppError, formatAmount } from '@chairly/shared';
import type { ChargesService } from './charges.service';

type TransitionCharge = { stylistId: number; appointmentId: number; transition: string };

/**
 * For the appointments module's ChargeOnTransition port: the checkout transition charges the
 * appointment amount through the same once-only path as POST /payment/checkout (a second call,
 * from either side, answers "already charged" and takes no money).
 */
export function createChargeOnTransition(charges: Pick<ChargesService, 'charge'>) {
  return {
    async charge({
      stylistId,
      appointmentId,
      transition,
    }: TransitionCharge): Promise<{ charged: boolean; message: string }> {
      if (transition !== 'checkout') return { charged: false, message: 'State changed' };
      try {
        const charge = await charges.charge(stylistId, appointmentId, 'checkout');
        return {
          charged: charge.status === 'succeeded',
          message:
            charge.status === 'succeeded'
              ? `Charged ${charge.currency ? formatAmount(charge.amount, charge.currency, 'en') : charge.amount}`
              : 'Payment pending',
        };
      } catch (error) {
        if (error instanceof AppError) return { charged: false, message: error.message };
        throw error;
      }
    },
  };
}
