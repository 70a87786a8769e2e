import { addDays } from '@chairly/shared/format';
import { TIMES_OF_DAY, type TimeOfDay } from '@chairly/shared/waitlist/contracts';
import { Alert, Anchor, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { startCustomerLogin } from '@/lib/session';
import { useJoinWaitlist } from '../api/waitlist';


type JoinWaitlistProps = {
  /** The chosen services, in booking order. */
  serviceIds: number[];
  /** The day the customer looks at (the range starts there), and her today in the stylist's zone. */
  date: string;
  today: string;
  isCustomer: boolean;
  /** Issue #34: the member chosen by name on a team's date step (absent = anyone available). */
  memberId?: number;
};

/**
 * Issue 21, on the date and time step: no time that suits → join the waitlist for the chosen
 * services, a range of up to 60 days and the times of day that suit.
 */
export function JoinWaitlist({ serviceIds, date, today, isCustomer, memberId }: JoinWaitlistProps) {
  const { t } = useTranslation('waitlist');
  const join = useJoinWaitlist();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(date);
  const [to, setTo] = useState(date);
  const [times, setTimes] = useState<TimeOfDay[]>([...TIMES_OF_DAY]);
  const [joined, setJoined] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const start = () => {
    if (!isCustomer) return void startCustomerLogin(window.location.href);
    setFrom(date);
    setTo(date);
    setOpen(true);
  };
  const submit = async () => {
    setErrors({});
    if (times.length === 0) return setErrors({ timesOfDay: t('join.pickTimes') });
    try {
      await join.mutateAsync({ services: serviceIds, from, to, timesOfDay: times, ...(memberId ? { memberId } : {}) });
      setJoined(true);
      setOpen(false);
    } catch (error) {
      // The server's field messages are English: name the field in the reader's language instead.
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      setErrors({
        ...(fields.from ? { from: t('join.fromInvalid') } : {}),
        ...(fields.to ? { to: t('join.rangeHint') } : {}),
        ...(fields.from || fields.to ? {} : { form: t('join.failed') }),
      });
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="waitlist-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="waitlist-title">
          {t('join.title')}
        </Title>
        {joined ? (
          <Alert color="teal" role="status">
            {t('join.done')}{' '}
            <Anchor component={Link} to={paths.bookingsList()}>
              {t('join.myList')}
            </Anchor>
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            {t('join.description')}
          </Text>
        )}
        {!open && !joined && (
          <Group>
            <Button variant="light" onClick={start}>
              {isCustomer ? t('join.open') : t('join.loginFirst')}
            </Button>
          </Group>
        )}
        {open && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Stack gap="sm">
              <Group grow align="flex-start">
                <TextInput type="date" label={t('join.from')} value={from} min={today} max={addDays(today, 365)} onChange={(e) => setFrom(e.currentTarget.value)} error={errors.from} required />
                <TextInput
                  type="date"
                  label={t('join.to')}
                  description={t('join.rangeHint')}
                  value={to}
                  min={from}
                  max={addDays(from, 59)}
                  onChange={(e) => setTo(e.currentTarget.value)}
                  error={errors.to}
                  required
                />
              </Group>
              <Checkbox.Group label={t('join.timesOfDay')} value={times} onChange={(value) => setTimes(value as TimeOfDay[])} error={errors.timesOfDay}>
                <Stack gap={6} mt={6}>
                  {TIMES_OF_DAY.map((time) => (
                    <Checkbox key={time} value={time} label={t(`timesOfDay.${time}`)} />
                  ))}
                </Stack>
              </Checkbox.Group>
              {errors.form && (
                <Alert color="red" role="alert">
                  {errors.form}
                </Alert>
              )}
              <Group>
                <Button type="submit" loading={join.isPending}>
                  {t('join.submit')}
                </Button>
                <Button variant="subtle" onClick={() => setOpen(false)}>
                  {t('join.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
