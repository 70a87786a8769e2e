import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { reloadSubscription } from '../utils/subscription-cookie';

/** /subscription/return/:success — re-reads the status; active → dashboard, else the plans page with a message. */
export default function ReturnPage() {
  const { t } = useTranslation('subscription');
  const navigate = useNavigate();
  const { success } = useParams();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const notActive = `${paths.subscriptionPlans()}?checkout=${success === 'true' ? 'incomplete' : 'cancelled'}`;
    reloadSubscription().then(
      (subscribed) => void navigate(subscribed ? paths.dashboard() : notActive, { replace: true }),
      () => void navigate(notActive, { replace: true }),
    );
  }, [navigate, success]);

  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Loader />
        <Text>{t('return.checking')}</Text>
      </Stack>
    </Center>
  );
}
