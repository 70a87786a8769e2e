import { salonMapUrl, type AppointmentSalon } from '@chairly/shared/appointments/contracts';
import type { PublicStylist } from '@chairly/shared/stylists/contracts';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PhoneLink } from '@/components/ui/phone-link';

/** The public profile as a booking's salon (pages that have no booking answer yet, e.g. a waitlist offer). */
export function salonOfStylist(stylist: PublicStylist): AppointmentSalon {
  const place = [stylist.postCode, stylist.city].filter(Boolean).join(' ').trim();
  const address = [stylist.address, place].filter(Boolean).join(', ');
  return {
    name: stylist.businessName ?? '',
    address,
    mapUrl: salonMapUrl(address),
    phone: stylist.businessPhone ?? '',
    phoneDisplay: stylist.businessPhoneDisplay,
    email: '',
  };
}

/**
 * Issue #31.3: where she is going: the salon's name, its address with a map link (a plain search
 * link: no map is loaded on the page) and its phone to tap.
 */
export function SalonCard({ salon }: { salon: AppointmentSalon }) {
  const { t } = useTranslation('booking');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="salon-card-title">
      <Stack gap={4}>
        <Title order={2} size="h4" id="salon-card-title">
          {t('salon.title')}
        </Title>
        <Text fw={600} data-testid="salon-name">
          {salon.name}
        </Text>
        {salon.address && <Text size="sm">{salon.address}</Text>}
        {salon.mapUrl && (
          <Anchor href={salon.mapUrl} target="_blank" rel="noopener noreferrer" size="sm" data-testid="salon-map">
            {t('salon.map')}
          </Anchor>
        )}
        {salon.phone && (
          <Text size="sm">
            {t('salon.phone')}: <PhoneLink value={salon.phone} label={salon.phoneDisplay || salon.phone} size="sm" />
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
