import type { Member } from '@chairly/shared/members/contracts';
import { fromMinorUnits } from '@chairly/shared/format';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput, amountOf } from '@/components/ui/amount-input';
import { currencyOr, useMoney } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useStylistCurrency } from '@/lib/stylist-profile';
import { useMemberServices, useSaveMemberServices } from '../api/member-services';
import {
  checkServices,
  servicesForm,
  type ServiceErrors,
  type ServiceRow,
  type ServicesForm,
} from '../utils/member-services-form';

/**
 * Issue #34 stage 2 (D63): the services a member performs — every one, or those ticked — and her
 * own duration or price where she differs (empty: the service's). Owners and managers.
 */
export function MemberServicesDialog({
  member,
  onClose,
}: {
  member: Member | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('team');
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      fullScreen={phone}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:close') }}
      title={t('services.title', { name: member?.name ?? '' })}
    >
      {member && <ServicesEditor key={member.id} member={member} onClose={onClose} />}
    </Modal>
  );
}

function ServicesEditor({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t, i18n } = useTranslation('team');
  const currency = currencyOr(useStylistCurrency());
  const money = useMoney(currency);
  const list = useMemberServices(member.id);
  const save = useSaveMemberServices(member.id);
  const [form, setForm] = useState<ServicesForm | null>(null);
  const [errors, setErrors] = useState<ServiceErrors>({});
  // The saved answer until she changes something.
  const values = form ?? (list.data ? servicesForm(list.data, currency) : null);

  if (list.isPending) return <Skeleton height={160} data-testid="member-services-loading" />;
  if (list.isError || !values)
    return (
      <Alert color="red" title={t('services.loadFailed')}>
        <Button variant="default" size="xs" mt="xs" onClick={() => void list.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );

  const change = (serviceId: number, patch: Partial<ServiceRow>) =>
    setForm({
      ...values,
      rows: values.rows.map((row) => (row.serviceId === serviceId ? { ...row, ...patch } : row)),
    });
  const onSave = () => {
    const checked = checkServices(values, currency, i18n.language, {
      duration: t('services.duration'),
      price: t('services.price'),
    });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    save.mutate(checked.body, {
      onSuccess: () => {
        notify.success('team:services.saved', { values: { name: member.name } });
        onClose();
      },
      onError: () => notify.error('team:services.failed'),
    });
  };

  return (
    <Stack gap="md">
      <Switch
        label={t('services.all')}
        description={t('services.allHint')}
        checked={values.allServices}
        onChange={(event) => setForm({ ...values, allServices: event.currentTarget.checked })}
      />
      {values.rows.length === 0 && <Text size="sm">{t('services.empty')}</Text>}
      {values.rows.map((row) => {
        const performs = values.allServices || row.performs;
        return (
          <Paper key={row.serviceId} withBorder p="sm" radius="md" data-testid="member-service">
            <Stack gap="xs">
              <Checkbox
                label={row.name}
                checked={performs}
                disabled={values.allServices}
                onChange={(event) =>
                  change(row.serviceId, { performs: event.currentTarget.checked })
                }
              />
              {performs && (
                <Group gap="sm" wrap="wrap" align="flex-start">
                  <NumberInput
                    label={t('services.duration')}
                    aria-label={t('services.durationOf', { service: row.name })}
                    description={t('services.serviceDuration', { value: row.serviceDuration })}
                    placeholder={String(row.serviceDuration)}
                    allowDecimal={false}
                    min={0}
                    value={row.duration}
                    onChange={(value) => change(row.serviceId, { duration: amountOf(value) ?? '' })}
                    error={errors[row.serviceId]?.duration}
                    w={{ base: '100%', xs: 200 }}
                  />
                  <AmountInput
                    currency={currency}
                    label={t('services.price')}
                    aria-label={t('services.priceOf', { service: row.name })}
                    description={t('services.servicePrice', {
                      price: money(fromMinorUnits(row.servicePriceCents, currency)),
                    })}
                    value={row.price}
                    onChange={(amount) => change(row.serviceId, { price: amount ?? '' })}
                    error={errors[row.serviceId]?.price}
                    w={{ base: '100%', xs: 200 }}
                  />
                </Group>
              )}
            </Stack>
          </Paper>
        );
      })}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('services.cancel')}
        </Button>
        <Button loading={save.isPending} onClick={onSave}>
          {t('services.save')}
        </Button>
      </Group>
    </Stack>
  );
}
