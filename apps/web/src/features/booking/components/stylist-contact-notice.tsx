import type { RescheduleInfo } from '@chairly/shared/booking/reschedule';
import { formatPhone } from '@chairly/shared/format/phone';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PhoneLink } from '@/components/ui/phone-link';
import { usePublicCountry } from '../hooks/use-public-country';

/** Too close to change online (the stylist's cancellation window): whom to call or write instead. */
export function StylistContactNotice({ contact }: { contact: RescheduleInfo['contact'] }) {
  const { t } = useTranslation('booking');
  const country = usePublicCountry();
  return (
    <Alert color="yellow" title={t('reschedule.windowTitle')}>
      <Stack gap={4}>
        <Text size="sm">{t('reschedule.windowText', { name: contact.businessName })}</Text>
        {contact.phone && (
          <Text size="sm">
            {t('reschedule.phone')}:{' '}
            <PhoneLink value={contact.phone} label={formatPhone(contact.phone, country)} />
          </Text>
        )}
        {contact.email && (
          <Text size="sm">
            {t('reschedule.email')}:{' '}
            <Anchor href={`mailto:${contact.email}`} dir="ltr">{contact.email}</Anchor>
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
