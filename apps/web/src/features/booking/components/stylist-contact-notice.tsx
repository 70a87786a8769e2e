import type { RescheduleInfo } from '@chairly/shared/booking/reschedule';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Too close to change online (the stylist's cancellation window): whom to call or write instead. */
export function StylistContactNotice({ contact }: { contact: RescheduleInfo['contact'] }) {
  const { t } = useTranslation('booking');
  return (
    <Alert color="yellow" title={t('reschedule.windowTitle')}>
      <Stack gap={4}>
        <Text size="sm">{t('reschedule.windowText', { name: contact.businessName })}</Text>
        {contact.phone && (
          <Text size="sm">
            {t('reschedule.phone')}:{' '}
            <Anchor href={`tel:${contact.phone.replace(/[^+0-9]/g, '')}`}>{contact.phone}</Anchor>
          </Text>
        )}
        {contact.email && (
          <Text size="sm">
            {t('reschedule.email')}:{' '}
            <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
