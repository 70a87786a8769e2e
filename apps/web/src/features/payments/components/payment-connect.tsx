import type { PaymentAccountStatus } from '@chairly/shared/settings/payment-account';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useStartOnboarding } from '../api/start-onboarding';
import { useUnlinkAccount } from '../api/unlink-account';

type Props = {
  provider: string;
  stylistId: number;
  status: PaymentAccountStatus;
  /** Called after Unlink so the screen re-reads the account. */
  onChanged: () => void;
  redirect?: (url: string) => void;
  /** D66: a member's own payout account: her onboarding, and no Unlink (that is the business's). */
  own?: boolean;
};

/** docs/product.md §2/§4: Connect when not connected (or unlinked, or onboarding unfinished), Unlink when connected. */
export function PaymentConnect({ provider, stylistId, status, onChanged, redirect, own = false }: Props) {
  const { t } = useTranslation('payments');
  const connect = useStartOnboarding(provider, redirect, own);
  const unlink = useUnlinkAccount(stylistId, onChanged);
  const connected = status.connected && status.charges_enabled && status.stripeAccountEnabled;

  if (connected && own)
    return (
      <Text size="sm" data-testid="payment-connect">
        {t('memberConnectedHint')}
      </Text>
    );
  if (connected) {
    return (
      <Group gap="sm" data-testid="payment-connect">
        <Text size="sm">{t('connectedHint')}</Text>
        <Button
          color="red"
          variant="light"
          loading={unlink.isPending}
          onClick={() =>
            unlink.mutate(undefined, { onError: () => notify.error('payments:unlinkFailed') })
          }
        >
          {t('unlink')}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="sm" data-testid="payment-connect">
      <Text size="sm">
        {t(status.connected ? 'resumeHint' : own ? 'memberConnectHint' : 'connectHint', {
          provider: t(`providers.${provider}`, { defaultValue: provider }),
        })}
      </Text>
      <Button
        loading={connect.isPending}
        onClick={() =>
          connect.mutate(undefined, { onError: () => notify.error('payments:connectFailed') })
        }
      >
        {t('connect')}
      </Button>
    </Group>
  );
}
