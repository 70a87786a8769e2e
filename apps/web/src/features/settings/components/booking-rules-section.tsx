import { BOOKING_RULE_LIMITS } from '@chairly/shared/settings/special-days';
import { Button, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from '../api/keys';
import { useBookingRules, useSaveBookingRules } from '../api/special-days';
import { useUpdateStylist } from '../api/stylist';
import { hoursToMinutes, minutesToHours } from '../utils/special-days';
import { saveToasts } from '../utils/save-toasts';
import { TabFrame } from './tab-frame';

type Values = {
  noticeHours: number | string;
  horizonDays: number | string;
  slotStepMinutes: number;
};

const { minNoticeMinutes: NOTICE, horizonDays: HORIZON } = BOOKING_RULE_LIMITS;
const isWhole = (value: number | string, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

type Props = {
  stylistId: number;
  /** Issue #34 stage 2: whose rules (undefined: the caller's own). */
  member?: number;
  /** The rules are the owner's, the business's: saved on her profile as before; a member's with PUT /api/booking_rules. */
  business?: boolean;
};

/** Booking rules: minimum notice, how far ahead customers may book, and the slot step they see. */
export function BookingRulesSection({ stylistId, member, business = true }: Props) {
  const { t } = useTranslation('settings');
  const rules = useBookingRules(member);
  const profile = useUpdateStylist(stylistId);
  const own = useSaveBookingRules(member);
  const saving = business ? profile.isPending : own.isPending;
  const client = useQueryClient();
  const [values, setValues] = useState<Values | null>(null);
  useEffect(() => {
    if (rules.data && values === null)
      setValues({
        noticeHours: minutesToHours(rules.data.minNoticeMinutes),
        horizonDays: rules.data.horizonDays,
        slotStepMinutes: rules.data.slotStepMinutes,
      });
  }, [rules.data, values]);

  const notice = values ? hoursToMinutes(Number(values.noticeHours)) : 0;
  const noticeValid =
    values !== null && values.noticeHours !== '' && isWhole(notice, NOTICE.min, NOTICE.max);
  const horizonValid = values !== null && isWhole(values.horizonDays, HORIZON.min, HORIZON.max);
  const defaults = rules.data?.defaults;

  const onSave = () => {
    if (!values || !noticeValid || !horizonValid) return;
    const body = {
      minNoticeMinutes: notice,
      horizonDays: Number(values.horizonDays),
      slotStepMinutes: values.slotStepMinutes as 15 | 30 | 60,
    };
    const options = {
      ...saveToasts('settings:toast.dataUpdated', 'settings:toast.dataNotUpdated'),
      onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.bookingRulesAll() }),
    };
    if (business) profile.mutate(body, options);
    else own.mutate(body, options);
  };

  return (
    <TabFrame
      title={t('bookingRules.title')}
      description={t('bookingRules.description')}
      busy={rules.isPending || saving}
    >
      {values && (
        <Stack gap="md" data-testid="booking-rules">
          <Group align="flex-start" gap="md" wrap="wrap">
            <NumberInput
              label={t('bookingRules.notice')}
              description={
                defaults &&
                t('bookingRules.defaultHours', { value: minutesToHours(defaults.minNoticeMinutes) })
              }
              w={{ base: '100%', xs: 240 }}
              min={0}
              max={NOTICE.max / 60}
              step={0.25}
              decimalScale={2}
              value={values.noticeHours}
              onChange={(value) => setValues({ ...values, noticeHours: value })}
              error={noticeValid ? undefined : t('bookingRules.noticeRange')}
            />
            <NumberInput
              label={t('bookingRules.horizon')}
              description={
                defaults && t('bookingRules.defaultDays', { value: defaults.horizonDays })
              }
              w={{ base: '100%', xs: 240 }}
              min={HORIZON.min}
              max={HORIZON.max}
              allowDecimal={false}
              value={values.horizonDays}
              onChange={(value) => setValues({ ...values, horizonDays: value })}
              error={horizonValid ? undefined : t('bookingRules.horizonRange')}
            />
          </Group>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('bookingRules.step')}
            </Text>
            <SegmentedControl
              aria-label={t('bookingRules.step')}
              w="fit-content"
              data={BOOKING_RULE_LIMITS.slotStepMinutes.map((step) => ({
                value: String(step),
                label: t('bookingRules.minutes', { count: step }),
              }))}
              value={String(values.slotStepMinutes)}
              onChange={(value) => setValues({ ...values, slotStepMinutes: Number(value) })}
            />
          </Stack>
          <Group justify="flex-end">
            <Button onClick={onSave} disabled={!noticeValid || !horizonValid} loading={saving}>
              {t('bookingRules.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </TabFrame>
  );
}
