import {
  CANCELLATION_FEE_OPTIONS,
  CANCELLATION_WINDOW_HOURS,
  DEPOSIT_AMOUNT_CENTS,
  DEPOSIT_PERCENT_OPTIONS,
  NO_SHOW_FEE_OPTIONS,
} from '@chairly/shared/constants';
import { fromMinorUnits } from '@chairly/shared/format';
import { noShowProtectionAvailable } from '@chairly/shared/settings/payment-account';
import { translateMessage } from '@chairly/shared/validation/message-token';
import { Alert, Anchor, NumberInput, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
// Not from the ui barrel: NumberInput would join the chunk every page loads (bundle budgets).
import { AmountInput } from '@/components/ui/amount-input';
import { paths } from '@/config/paths';
import { currencyOr, useMoney } from '@/lib/money';
import { notify } from '@/lib/notify';
import { usePaymentAccount } from '../api/payment-account';
import { usePolicies, useSavePolicies } from '../api/policies';
import { useStylistCurrency } from '../api/stylist';
import {
  canSavePolicies,
  DEFAULT_POLICY_FORM,
  formToPolicies,
  isDepositValid,
  isWindowValid,
  policiesToForm,
  type PolicyForm,
} from '../utils/policy-form';
import { saveToasts } from '../utils/save-toasts';
import { SettingsForm } from './settings-form';

const choices = (options: readonly number[]) =>
  options.map((value) => ({ value: String(value), label: `${value}%` }));

/** A NumberInput's value for the form: a number, or '' while the field is empty. */
const numberOrBlank = (value: number | string) =>
  typeof value === 'number' ? value : value === '' ? '' : Number(value);

/** A policy's on/off switch with its help text below. */
function PolicySwitch(props: {
  control: Control<PolicyForm>;
  name: 'noShowEnabled' | 'cancellationEnabled' | 'depositEnabled';
  label: string;
  help: string;
  disabled: boolean;
}) {
  return (
    <>
      <Controller
        control={props.control}
        name={props.name}
        render={({ field }) => (
          <Switch
            label={props.label}
            checked={field.value}
            disabled={props.disabled}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
          />
        )}
      />
      <Text size="sm" c="dimmed">
        {props.help}
      </Text>
    </>
  );
}

/** No-show Protection: switches enable their choices; only enabled policies are saved. */
export function PolicyTab() {
  const { t, i18n } = useTranslation('settings');
  const policies = usePolicies();
  const account = usePaymentAccount();
  const save = useSavePolicies();
  const accountReady = noShowProtectionAvailable(account.data);
  // Issue #29: a fixed deposit is in her currency's minor unit; read once her currency is known.
  const stylistCurrency = useStylistCurrency();
  const currency = currencyOr(stylistCurrency);
  const money = useMoney(currency);

  const loaded = useMemo(() => {
    try {
      return policies.data && stylistCurrency ? policiesToForm(policies.data, currency) : undefined;
    } catch {
      return undefined;
    }
  }, [policies.data, stylistCurrency, currency]);
  // Still waiting for her currency is not a failure: the form fills in once it is known.
  const loadFailed = policies.isError || (policies.data !== undefined && stylistCurrency !== null && loaded === undefined);
  useEffect(() => {
    if (loadFailed) notify.error('settings:toast.policyLoadFailed');
  }, [loadFailed]);

  const form = useForm<PolicyForm>({ values: loaded, defaultValues: DEFAULT_POLICY_FORM });
  const current = useWatch({ control: form.control }) as PolicyForm;
  const disabled = !accountReady;
  const canSave = canSavePolicies(current, { saving: save.isPending, accountReady, currency });

  const onSubmit = form.handleSubmit((data) =>
    save.mutate(
      formToPolicies(data, currency),
      saveToasts('settings:toast.policySaved', 'settings:toast.policyNotSaved'),
    ),
  );

  return (
    <SettingsForm
      title={t('tabs.policy')}
      description={t('policy.description')}
      busy={policies.isPending || account.isPending || save.isPending}
      saving={save.isPending}
      canSave={canSave}
      onSubmit={onSubmit}
      gap="lg"
    >
      {!account.isPending && !accountReady && (
        <Alert
          color="yellow"
          title={t('policy.needsAccountTitle')}
          data-testid="policy-needs-account"
        >
          {t('policy.needsAccount')}{' '}
          <Anchor component={Link} to={paths.stylistSetting('payment')}>
            {t('policy.goToPayment')}
          </Anchor>
        </Alert>
      )}
      <Stack gap="xs">
        <PolicySwitch
          control={form.control}
          name="noShowEnabled"
          label={t('policy.noShow')}
          help={t('policy.noShowHelp')}
          disabled={disabled}
        />
        <Controller
          control={form.control}
          name="noShowPercentage"
          render={({ field }) => (
            <SegmentedControl
              aria-label={t('policy.noShowFee')}
              data={choices(NO_SHOW_FEE_OPTIONS)}
              value={String(field.value)}
              onChange={(value) => field.onChange(Number(value))}
              disabled={disabled || !current.noShowEnabled}
              w="fit-content"
            />
          )}
        />
      </Stack>
      <Stack gap="xs">
        <PolicySwitch
          control={form.control}
          name="cancellationEnabled"
          label={t('policy.cancellation')}
          help={t('policy.cancellationHelp')}
          disabled={disabled}
        />
        <Controller
          control={form.control}
          name="cancellationPercentage"
          render={({ field }) => (
            <SegmentedControl
              aria-label={t('policy.cancellationFee')}
              data={choices(CANCELLATION_FEE_OPTIONS)}
              value={String(field.value)}
              onChange={(value) => field.onChange(Number(value))}
              disabled={disabled || !current.cancellationEnabled}
              w="fit-content"
            />
          )}
        />
        <Controller
          control={form.control}
          name="cancellationWindowHours"
          render={({ field }) => (
            <NumberInput
              label={t('policy.window')}
              min={CANCELLATION_WINDOW_HOURS.min}
              max={CANCELLATION_WINDOW_HOURS.max}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              maw={260}
              value={field.value}
              onChange={(value) => field.onChange(numberOrBlank(value))}
              disabled={disabled || !current.cancellationEnabled}
              error={
                isWindowValid(current)
                  ? undefined
                  : translateMessage('cancellation_window', i18n.language)
              }
            />
          )}
        />
      </Stack>
      <Stack gap="xs">
        <PolicySwitch
          control={form.control}
          name="depositEnabled"
          label={t('policy.deposit')}
          help={t('policy.depositHelp')}
          disabled={disabled}
        />
        <Controller
          control={form.control}
          name="depositKind"
          render={({ field }) => (
            <SegmentedControl
              aria-label={t('policy.depositKind')}
              data={[
                { value: 'percentage', label: t('policy.depositPercentage') },
                { value: 'amount', label: t('policy.depositFixed') },
              ]}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              disabled={disabled || !current.depositEnabled}
              w="fit-content"
            />
          )}
        />
        {current.depositKind === 'percentage' ? (
          <Controller
            control={form.control}
            name="depositPercentage"
            render={({ field }) => (
              <SegmentedControl
                aria-label={t('policy.depositPercent')}
                data={choices(DEPOSIT_PERCENT_OPTIONS)}
                value={String(field.value)}
                onChange={(value) => field.onChange(Number(value))}
                disabled={disabled || !current.depositEnabled}
                w="fit-content"
              />
            )}
          />
        ) : (
          <Controller
            control={form.control}
            name="depositAmount"
            render={({ field }) => (
              <AmountInput
                label={t('policy.depositAmount')}
                currency={currency}
                min={fromMinorUnits(DEPOSIT_AMOUNT_CENTS.min, currency)}
                max={fromMinorUnits(DEPOSIT_AMOUNT_CENTS.max, currency)}
                allowNegative={false}
                clampBehavior="none"
                maw={260}
                value={field.value}
                onChange={(amount) => field.onChange(amount ?? '')}
                disabled={disabled || !current.depositEnabled}
                error={isDepositValid(current, currency) ? undefined : t('policy.depositAmountError', { min: money(fromMinorUnits(DEPOSIT_AMOUNT_CENTS.min, currency)), max: money(fromMinorUnits(DEPOSIT_AMOUNT_CENTS.max, currency)) })}
              />
            )}
          />
        )}
      </Stack>
    </SettingsForm>
  );
}
