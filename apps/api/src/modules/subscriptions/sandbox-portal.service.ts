import { discountedAmount, fromMinorUnits } from '@chairly/shared';
import type { SandboxBillingRepository } from '../../gateways/billing/index';
import { endedByCancel, type SubscriptionStatusRepository } from '../subscription-status/index';
import type { SubscriptionsRepository } from './subscriptions.repository';
import { isRunning, RUNNING } from './running';

type Deps = {
  sandbox: Pick<SandboxBillingRepository, 'listPrices' | 'listInvoices'>;
  repository: Pick<SubscriptionsRepository, 'switchPrice' | 'setCancelAtPeriodEnd' | 'findStatus'>;
  subscriptions: Pick<SubscriptionStatusRepository, 'findByStylist'>;
};

type Price = { priceId: string; planName: string; amount: number; currency: string; interval: 'month' | 'year' };

export type SandboxPortalView = {
  current: Price | null;
  /** D67: the members billed (priced per active member). */
  quantity: number;
  currentPeriodEnd: Date | null;
  /** Whether her running subscription may be cancelled or resumed here. */
  running: boolean;
  /** She cancelled: it ends at currentPeriodEnd; she can resume it until then. */
  cancelAtPeriodEnd: boolean;
  /** The other plans in her price's currency: what she can switch to. */
  others: Price[];
  invoices: { id: string; paidAt: Date; planName: string; amount: number; currency: string }[];
};

/** The sandbox's self-service page: her plan, the plans she can switch to and her invoices. */
export function createSandboxPortalService({ sandbox, repository, subscriptions }: Deps) {
  async function prices(): Promise<Price[]> {
    return (await sandbox.listPrices()).map((row) => ({
      priceId: row.priceId,
      planName: row.name,
      amount: fromMinorUnits(row.amountCents, row.currency),
      currency: row.currency,
      interval: row.interval,
    }));
  }

  /** Her stored subscription and the prices she may switch to. */
  async function choices(stylistId: number) {
    const [row, all] = await Promise.all([subscriptions.findByStylist(stylistId), prices()]);
    const current = all.find((price) => price.priceId === row?.priceId) ?? null;
    const running = row !== undefined && isRunning(row.status);
    // A cancelled plan is resumed before it is changed (as in Stripe's portal).
    const others = running && current && !row.cancelAtPeriodEnd ? all.filter((price) => price.currency === current.currency && price.priceId !== current.priceId) : [];
    return { row, current, others };
  }

  return {
    async view(stylistId: number): Promise<SandboxPortalView> {
      const [{ row, current, others }, invoices, seats] = await Promise.all([choices(stylistId), sandbox.listInvoices(stylistId), repository.findStatus(stylistId)]);
      return {
        current,
        quantity: seats?.quantity ?? 1,
        currentPeriodEnd: row?.currentPeriodEnd ?? null,
        running: row !== undefined && isRunning(row.status) && !endedByCancel(row, new Date()),
        cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
        others,
        invoices: invoices.map((invoice) => {
          const amount = fromMinorUnits(invoice.amountCents, invoice.currency);
          const amountOff = invoice.amountOffCents === null ? null : fromMinorUnits(invoice.amountOffCents, invoice.currency);
          const discount = invoice.percentOff !== null || amountOff !== null ? { percentOff: invoice.percentOff, amountOff } : null;
          return { id: invoice.id, paidAt: invoice.paidAt, planName: invoice.planName, amount: discountedAmount(amount, discount, invoice.currency), currency: invoice.currency };
        }),
      };
    },

    /**
     * Switches her running subscription to another plan in the same currency; it bills from the
     * next payment on (the period end stays). false when she has none running, has cancelled it, or
     * the price is not one of hers to pick. The write is one conditional statement (see switchPrice).
     */
    async changePlan(stylistId: number, priceId: string): Promise<boolean> {
      const { others } = await choices(stylistId);
      if (!others.some((price) => price.priceId === priceId)) return false;
      return repository.switchPrice(stylistId, priceId, RUNNING);
    },

    /** Cancels at the period end (true) or takes that back (false); false when she has none running. */
    setCancelAtPeriodEnd(stylistId: number, cancel: boolean): Promise<boolean> {
      return repository.setCancelAtPeriodEnd(stylistId, cancel, RUNNING);
    },
  };
}

export type SandboxPortalService = ReturnType<typeof createSandboxPortalService>;
