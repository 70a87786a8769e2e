import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState, PageLoader } from '@/components/ui';
import { TeamTab } from '@/features/team';
import { useSession } from '@/lib/session';
import { useStylist } from '../api/stylist';
import { AccountTab } from '../components/account-tab';
import { ApiKeysTab } from '../components/api-keys-tab';
import { CountryCurrencyForm } from '../components/country-currency-form';
import { DataExportTab } from '../components/data-export-tab';
import { NotificationsTab } from '../components/notifications-tab';
import { OpenHoursTab } from '../components/open-hours-tab';
import { PaymentTab } from '../components/payment-tab';
import { PolicyTab } from '../components/policy-tab';
import { ReadOnlyForStaff } from '../components/read-only-for-staff';
import { SettingsTabs } from '../components/settings-tabs';
import { ShareBookingPanel } from '../components/share-booking-panel';
import { SubscriptionTab } from '../components/subscription-tab';
import { WebhooksTab } from '../components/webhooks-tab';
import { stylistIdFromToken } from '../utils/current-stylist';
import { tabFromQuery, tabsFor, type SettingsTab } from '../utils/tabs';

function Settings({ stylistId }: { stylistId: number }) {
  const { t } = useTranslation('settings');
  const [params, setParams] = useSearchParams();
  const stylist = useStylist(stylistId);
  const tabs = tabsFor(useSession().memberRole);
  const active = tabFromQuery(params.get('activeTab'), tabs);

  if (stylist.isPending) return <PageLoader />;
  if (stylist.isError)
    return (
      <ErrorState
        title={t('loadFailed.title')}
        description={t('loadFailed.description')}
        actionLabel={t('loadFailed.retry')}
        onAction={() => void stylist.refetch()}
      />
    );

  const render = (tab: SettingsTab) => {
    if (tab === 'account')
      return (
        <Stack gap="lg">
          <ReadOnlyForStaff>
            <Stack gap="lg">
              <AccountTab stylist={stylist.data} />
              <CountryCurrencyForm stylist={stylist.data} />
            </Stack>
          </ReadOnlyForStaff>
          <ShareBookingPanel />
        </Stack>
      );
    if (tab === 'team') return <TeamTab />;
    if (tab === 'open-hours') return <OpenHoursTab stylistId={stylistId} />;
    if (tab === 'payment') return <PaymentTab stylistId={stylistId} />;
    if (tab === 'policy')
      return (
        <ReadOnlyForStaff>
          <PolicyTab />
        </ReadOnlyForStaff>
      );
    if (tab === 'notifications') return <NotificationsTab stylist={stylist.data} />;
    if (tab === 'api-keys') return <ApiKeysTab />;
    if (tab === 'webhooks') return <WebhooksTab />;
    if (tab === 'data') return <DataExportTab />;
    return <SubscriptionTab />;
  };
  return (
    <SettingsTabs
      tabs={tabs}
      active={active}
      onChange={(tab) => setParams({ activeTab: tab }, { replace: true })}
      render={render}
    />
  );
}

/** /apps/stylist/setting: six tabs in the spec's order. */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const stylistId = stylistIdFromToken();
  return (
    <Container size="lg" py="lg">
      <Title order={1} size="h2" mb="lg">
        {t('title')}
      </Title>
      {stylistId === null ? (
        <ErrorState title={t('loadFailed.title')} description={t('loadFailed.description')} />
      ) : (
        <Settings stylistId={stylistId} />
      )}
    </Container>
  );
}
