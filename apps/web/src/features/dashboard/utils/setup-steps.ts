import type { PaymentAccountStatus } from '@chairly/shared/settings/payment-account';

export type SetupStep = 'services' | 'hours' | 'payment' | 'share';

type Facts = { services: number; openHours: number; account: PaymentAccountStatus | null; shared: boolean };

/** The checklist's steps in order, each done from what she has really set up (issue #31.7). */
export function setupSteps({ services, openHours, account, shared }: Facts): { key: SetupStep; done: boolean }[] {
  return [
    { key: 'services', done: services > 0 },
    { key: 'hours', done: openHours > 0 },
    // An account that can take card payments (deposits, fees); a started but unfinished one is not done.
    { key: 'payment', done: Boolean(account?.connected && account.charges_enabled) },
    { key: 'share', done: shared },
  ];
}
