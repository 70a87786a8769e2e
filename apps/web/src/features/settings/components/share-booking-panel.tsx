import { Button, Code, CopyButton, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useRuntime } from '@/lib/runtime';
import { useSession } from '@/lib/session';
import { markBookingPageShared } from '../utils/share-state';
import { BookingQrCode } from './booking-qr-code';
import { bookNowSnippet } from '../utils/book-now-snippet';

export const SHARE_PANEL_ID = 'share-booking-page';

/** A text to copy, with its own copy button that says when it is done. */
function CopyField({ label, value, onCopy, multiline = false }: { label: string; value: string; onCopy: () => void; multiline?: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {multiline ? (
          <Code block style={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="ltr">
            {value}
          </Code>
        ) : (
          <TextInput value={value} readOnly aria-label={label} style={{ flex: 1, minWidth: 0 }} dir="ltr" onFocus={(event) => event.currentTarget.select()} />
        )}
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal.9' : undefined}
              onClick={() => {
                copy();
                onCopy();
              }}
              aria-label={`${copied ? t('share.copied') : t('share.copy')}: ${label}`}
              style={{ flexShrink: 0 }}
            >
              {copied ? t('share.copied') : t('share.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/**
 * "Share your booking page" (issue #31.7): her page's link, a QR code for the mirror and the flyer,
 * a "Book now" button for her website, and the link for her Instagram profile.
 */
export function ShareBookingPanel() {
  const { t } = useTranslation('settings');
  const { subdomain, stylistId } = useSession();
  const { originOf } = useRuntime();
  if (!subdomain) return null;
  const url = originOf(subdomain) + paths.booking();
  const shared = () => markBookingPageShared(stylistId);
  return (
    <Paper withBorder radius="md" p="md" id={SHARE_PANEL_ID} data-testid="share-booking-page">
      <Title order={2} size="h4" mb={4}>
        {t('share.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {t('share.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="md">
          <CopyField label={t('share.link')} value={url} onCopy={shared} />
          <CopyField label={t('share.instagram')} value={url} onCopy={shared} />
          <Text size="xs" c="gray.7" mt={-8}>
            {t('share.instagramHint')}
          </Text>
          <CopyField label={t('share.snippet')} value={bookNowSnippet(url, t('share.bookNow'))} onCopy={shared} multiline />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('share.qr')}
          </Text>
          <BookingQrCode url={url} fileName={`${subdomain}-booking-qr`} onDownload={shared} />
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
