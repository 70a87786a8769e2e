import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { usePortal } from '../api/portal';

type Props = {
  /** Where the portal sends her back (default: this page). */
  returnUrl?: string;
  /** Replaces the browser navigation (tests). */
  navigate?: (url: string) => void;
  /** She cancelled at the period end: the portal is where she resumes it. */
  cancelling?: boolean;
};

const failureKey = (error: unknown) => (error instanceof ApiError && error.reason === 'no_subscription' ? 'portal.none' : 'portal.failed');

/** "Manage subscription": opens the billing gateway's portal to change plan, cancel and see invoices (issue #31.9). */
export function ManageSubscription({ returnUrl, navigate, cancelling = false }: Props) {
  const { t } = useTranslation('subscription');
  const portal = usePortal(navigate);
  return (
    <Stack gap={4} align="flex-start" data-testid="manage-subscription">
      <Button loading={portal.isPending} onClick={() => portal.mutate({ returnUrl: returnUrl ?? window.location.href })}>
        {t(cancelling ? 'portal.resume' : 'portal.manage')}
      </Button>
      <Text size="sm" c="gray.7">
        {t(cancelling ? 'portal.resumeHint' : 'portal.hint')}
      </Text>
      {portal.isError && (
        <Text size="sm" c="red.9" role="alert">
          {t(failureKey(portal.error))}
        </Text>
      )}
    </Stack>
  );
}
