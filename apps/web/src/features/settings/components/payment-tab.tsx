import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PaymentConnect } from '@/features/payments';
import { useRuntime } from '@/lib/runtime';
import { useSession } from '@/lib/session';
import { useMemberPaymentAccount, usePaymentAccount } from '../api/payment-account';
import { TabFrame } from './tab-frame';

// Dark shades: white text on them meets WCAG AA.
const yesNo = (value: boolean) => (value ? 'teal.9' : 'gray.7');

/**
 * Payment acceptance: the account as the provider reports it and Connect / Unlink. The owner's is
 * the business's; another member's is her own payout account (D66), with no Unlink.
 */
export function PaymentTab({ stylistId }: { stylistId: number }) {
  const { t } = useTranslation('settings');
  const { config } = useRuntime();
  const own = useSession().memberRole !== 'owner';
  const business = usePaymentAccount(!own);
  const mine = useMemberPaymentAccount(own);
  const account = own ? mine : business;
  const status = account.data;

  return (
    <TabFrame
      title={t('tabs.payment')}
      description={t(own ? 'payment.memberDescription' : 'payment.description')}
      busy={account.isPending}
    >
      {account.isError && <Text c="red.9">{t('payment.loadFailed')}</Text>}
      {status && (
        <Stack gap="sm" data-testid="payment-status">
          <Group gap="xs">
            <Text fw={500}>{t('payment.connection')}</Text>
            <Badge color={yesNo(status.connected)}>
              {t(status.connected ? 'payment.connected' : 'payment.notConnected')}
            </Badge>
          </Group>
          {status.connected && (
            <>
              <Group gap="xs">
                <Text fw={500}>{t('payment.charges')}</Text>
                <Badge color={yesNo(status.charges_enabled)}>
                  {t(status.charges_enabled ? 'payment.enabled' : 'payment.disabled')}
                </Badge>
              </Group>
              {!own && (
                <Group gap="xs">
                  <Text fw={500}>{t('payment.linked')}</Text>
                  <Badge color={yesNo(status.stripeAccountEnabled)}>
                    {t(status.stripeAccountEnabled ? 'payment.enabled' : 'payment.unlinked')}
                  </Badge>
                </Group>
              )}
              <Text size="sm" c="dimmed">
                {t('payment.accountId', { id: status.accountId })}
              </Text>
            </>
          )}
          <PaymentConnect
            provider={config.paymentProvider}
            stylistId={stylistId}
            status={status}
            onChanged={() => void account.refetch()}
            own={own}
          />
        </Stack>
      )}
    </TabFrame>
  );
}
