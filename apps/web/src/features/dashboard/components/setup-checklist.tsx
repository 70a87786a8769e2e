import { PAGE_SIZES } from '@chairly/shared/constants';
import { Anchor, Button, Group, List, Paper, Progress, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useServices } from '@/features/services';
import { SHARE_PANEL_ID, useBookingPageShared, useOpenHours, usePaymentAccount } from '@/features/settings';
import { useSession } from '@/lib/session';
import { setupSteps, type SetupStep } from '../utils/setup-steps';

const dismissedKey = (stylistId: number) => `chairly:setup-dismissed:${stylistId}`;
const dismissListeners = new Set<() => void>();

function isDismissed(stylistId: number | null): boolean {
  if (stylistId === null) return false;
  try {
    return window.localStorage.getItem(dismissedKey(stylistId)) === '1';
  } catch {
    return false;
  }
}

function dismiss(stylistId: number | null) {
  if (stylistId === null) return;
  try {
    window.localStorage.setItem(dismissedKey(stylistId), '1');
  } catch {
    // Storage refused: the finished list stays until the next visit, nothing else depends on it.
  }
  dismissListeners.forEach((listener) => listener());
}

const subscribeDismissed = (listener: () => void) => {
  dismissListeners.add(listener);
  return () => dismissListeners.delete(listener);
};

const LINKS: Record<SetupStep, string> = {
  services: paths.serviceList(),
  hours: paths.stylistSetting('open-hours'),
  payment: paths.stylistSetting('payment'),
  share: `#${SHARE_PANEL_ID}`,
};

/**
 * The first steps of a new stylist (issue #31.7), each ticked from what she has really done: a
 * service, opening hours, a payment account, her page shared. Shown until she dismisses it once done.
 */
export function SetupChecklist() {
  const { t } = useTranslation('dashboard');
  const { stylistId } = useSession();
  // The smallest page the list takes: only its total is read.
  const services = useServices({ page: 1, itemsPerPage: PAGE_SIZES[0] });
  const hours = useOpenHours();
  const account = usePaymentAccount();
  const shared = useBookingPageShared(stylistId);
  const dismissed = useSyncExternalStore(subscribeDismissed, () => isDismissed(stylistId), () => false);
  // Ticks only from answers: while one loads (or failed) nothing is claimed either way.
  if (dismissed || !services.isSuccess || !hours.isSuccess) return null;
  const steps = setupSteps({
    services: services.data['hydra:totalItems'],
    openHours: hours.data.length,
    account: account.data ?? null,
    shared,
  });
  const done = steps.filter((step) => step.done).length;
  const finished = done === steps.length;
  return (
    <Paper withBorder radius="md" p="md" data-testid="setup-checklist">
      <Group justify="space-between" align="flex-start" mb="xs">
        <div>
          <Title order={2} size="h4">
            {t(finished ? 'setup.doneTitle' : 'setup.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('setup.progress', { done, total: steps.length })}
          </Text>
        </div>
        {finished && (
          <Button variant="default" size="xs" onClick={() => dismiss(stylistId)}>
            {t('setup.dismiss')}
          </Button>
        )}
      </Group>
      <Progress value={(done / steps.length) * 100} size="sm" mb="sm" aria-hidden />
      <List spacing="xs" listStyleType="none" styles={{ itemWrapper: { alignItems: 'center' } }}>
        {steps.map((step) => (
          <List.Item
            key={step.key}
            data-testid={`setup-step-${step.key}`}
            data-done={step.done}
            icon={
              <ThemeIcon size={20} radius="xl" color={step.done ? 'teal.9' : 'gray.5'} variant={step.done ? 'filled' : 'outline'} aria-hidden>
                {step.done ? '✓' : ''}
              </ThemeIcon>
            }
          >
            {LINKS[step.key].startsWith('#') ? (
              <Anchor href={LINKS[step.key]} td={step.done ? 'line-through' : undefined}>
                {t(`setup.steps.${step.key}`)}
              </Anchor>
            ) : (
              <Anchor component={Link} to={LINKS[step.key]} td={step.done ? 'line-through' : undefined}>
                {t(`setup.steps.${step.key}`)}
              </Anchor>
            )}
            <VisuallyHidden> {t(step.done ? 'setup.stepDone' : 'setup.stepOpen')}</VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
