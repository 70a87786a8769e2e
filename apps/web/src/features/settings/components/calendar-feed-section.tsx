import {
  Alert,
  Button,
  CopyButton,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useCalendarFeed, useRegenerateCalendarFeed } from '../api/calendar-feed';
import { TabFrame } from './tab-frame';

/**
 * Her private calendar feed (issue #19.5): a URL Google or Apple Calendar subscribes to, to copy;
 * a new one (after a confirmation) stops the old one working.
 */
export function CalendarFeedSection() {
  const { t } = useTranslation('settings');
  const feed = useCalendarFeed();
  const regenerate = useRegenerateCalendarFeed();
  const [asking, setAsking] = useState(false);

  const onRegenerate = () =>
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        notify.success('settings:calendarFeed.regenerated');
      },
      onError: () => notify.error('settings:calendarFeed.failed'),
    });

  return (
    <TabFrame
      title={t('calendarFeed.title')}
      description={t('calendarFeed.description')}
      busy={false}
    >
      <Stack gap="sm">
        {feed.isError && <Alert color="red">{t('calendarFeed.loadFailed')}</Alert>}
        {feed.data ? (
          <TextInput
            label={t('calendarFeed.url')}
            value={feed.data.url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
        ) : (
          !feed.isError && <Skeleton height={58} />
        )}
        <Text size="sm" c="dimmed">
          {t('calendarFeed.privacy')}
        </Text>
        <Group justify="space-between">
          <Button
            variant="default"
            color="red"
            onClick={() => setAsking(true)}
            disabled={!feed.data}
          >
            {t('calendarFeed.regenerate')}
          </Button>
          <CopyButton value={feed.data?.url ?? ''}>
            {({ copied, copy }) => (
              <Button onClick={copy} disabled={!feed.data} color={copied ? 'teal' : undefined}>
                {copied ? t('calendarFeed.copied') : t('calendarFeed.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('calendarFeed.confirmTitle')}
      >
        <Stack>
          <Text size="sm">{t('calendarFeed.confirmText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('calendarFeed.keep')}
            </Button>
            <Button color="red" loading={regenerate.isPending} onClick={onRegenerate}>
              {t('calendarFeed.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </TabFrame>
  );
}
