import { fromMinorUnits, toMinorUnits } from '@chairly/shared/format';
import type { AppointmentDetail, AppointmentTransition } from '@chairly/shared/appointments/contracts';
import type { FeeType } from '@chairly/shared/payments/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useChargeFee } from '../api/charge-fee';
import { useSetState } from '../api/set-state';
import { actionErrorKey } from '../utils/charge-error';
import { useStylistCurrency } from '@/lib/stylist-profile';
import { currencyOr } from '@/lib/money';
import { useAppointmentMoney } from '../hooks/use-appointment-money';
import type { PendingConfirmation } from './confirm-action-modal';

const FEE_KIND_KEY: Record<FeeType, string> = { 'no-show-fee': 'noShowFee', 'cancel-fee': 'cancelFee' };

/**
 * Transitions and fee charges of one appointment. A charge or a cancellation asks first; while a
 * request runs every action is disabled (and a re-entrancy guard drops a second click outright).
 */
export function useAppointmentActions(appointment: AppointmentDetail) {
  const { t } = useTranslation('appointments');
  const stylistCurrency = useStylistCurrency();
  const money = useAppointmentMoney(appointment);
  const setState = useSetState(appointment.id);
  const chargeFee = useChargeFee(appointment.id);
  const busy = useRef(false);
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const pending = setState.isPending || chargeFee.isPending;
  // Issue #20: a paid deposit is deducted from what checkout charges.
  const paidDeposit = appointment.depositStatus === 'paid' ? (appointment.depositAmount ?? 0) : 0;
  const currency = currencyOr(appointment.currency ?? stylistCurrency);
  const checkoutAmount = fromMinorUnits(Math.max(0, toMinorUnits(appointment.amount, currency) - toMinorUnits(paidDeposit, currency)), currency);

  async function guarded(action: () => Promise<void>) {
    if (busy.current) return;
    busy.current = true;
    setErrorKey(null);
    try {
      await action();
    } catch (error) {
      const key = actionErrorKey(error);
      setErrorKey(key);
      notify.error(`appointments:${key}`);
    } finally {
      busy.current = false;
      setConfirmation(null);
    }
  }

  const applyTransition = (transition: AppointmentTransition) =>
    guarded(async () => {
      const result = await setState.mutateAsync(transition.name);
      if (!transition.charges) return notify.success(`appointments:toast.${transition.name}`);
      if (result.charged) notify.success('appointments:toast.checkoutCharged', { values: { amount: money(checkoutAmount) } });
      else notify.success('appointments:toast.checkoutNotCharged');
    });

  const chooseTransition = (transition: AppointmentTransition) => {
    if (transition.charges)
      return setConfirmation({
        title: t('confirm.checkoutTitle'),
        message: paidDeposit > 0 ? `${t('confirm.checkoutMessage')} ${t('confirm.checkoutDeposit', { amount: money(paidDeposit) })}` : t('confirm.checkoutMessage'),
        confirmLabel: t('confirm.charge'),
        amount: money(checkoutAmount),
        run: () => void applyTransition(transition),
      });
    if (transition.name === 'cancel')
      return setConfirmation({ title: t('confirm.cancelTitle'), message: t('confirm.cancelMessage'), confirmLabel: t('actions.cancel'), amount: null, run: () => void applyTransition(transition) });
    void applyTransition(transition);
  };

  const chooseFee = (type: FeeType, amount: number) =>
    setConfirmation({
      title: t(`confirm.${FEE_KIND_KEY[type]}Title`),
      message: t('confirm.feeMessage'),
      confirmLabel: t('confirm.charge'),
      amount: money(amount),
      run: () =>
        void guarded(async () => {
          const charge = await chargeFee.mutateAsync(type);
          if (charge.status === 'succeeded') notify.success('appointments:toast.feeCharged', { values: { amount: money(charge.amount) } });
          else notify.success('appointments:toast.feePending');
        }),
    });

  return { pending, confirmation, errorKey, chooseTransition, chooseFee, closeConfirmation: () => !pending && setConfirmation(null) };
}
