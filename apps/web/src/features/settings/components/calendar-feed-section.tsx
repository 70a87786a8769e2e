import { formatDate } from '@chairly/shared/format';
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
import { useStylistTimeZone } from '@/lib/stylist-profile';
import { notify } from '@/lib/notify';
import {
  useCalendarFeed,
  useRegenerateCalendarFeed,
  useTurnOffCalendarFeed,
} from '../api/calendar-feed';
import { TabFrame } from './tab-frame';

type Question = 'regenerate' | 'turnOff';

/**
 * Her private calendar feed (issue #19.5): a URL Google or Apple Calendar subscribes to. The server
 * keeps only a hash of its token (issue #28.5), so the URL is shown once, right after it is made,
 * to copy; later she sees only that her feed is on, and can replace it (after a confirmation: the
 * old URL stops working) or turn it off.
 */
export function CalendarFeedSection() {
  const { t, i18n } = useTranslation('settings');
  const feed = useCalendarFeed();
  const regenerate = useRegenerateCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const [asking, setAsking] = useState(false);
  /** Which confirmation the dialog asks; kept while it closes, so its text does not change. */
  const [question, setQuestion] = useState<Question>('regenerate');
  /** The URL just made: kept only while this screen is open. */
  const [shown, setShown] = useState<string | null>(null);
  const active = feed.data?.active === true;

  const onMake = () =>
    regenerate.mutate(undefined, {
      onSuccess: (made) => {
        setAsking(false);
        setShown(made.url);
        notify.success(active ? 'settings:calendarFeed.regenerated' : 'settings:calendarFeed.made');
      },
      onError: () => notify.error('settings:calendarFeed.failed'),
    });

  const onTurnOff = () =>
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        setShown(null);
        notify.success('settings:calendarFeed.turnedOff');
      },
      onError: () => notify.error('settings:calendarFeed.failed'),
    });

  const ask = (what: Question) => {
    setQuestion(what);
    setAsking(true);
  };

  const zone = useStylistTimeZone().data ?? 'UTC';
  const date = (iso: string) =>
    formatDate(iso, i18n.language, zone);

  return (
    <TabFrame
      title={t('calendarFeed.title')}
      description={t('calendarFeed.description')}
      busy={false}
    >
      <Stack gap="sm">
        {feed.isError && <Alert color="red">{t('calendarFeed.loadFailed')}</Alert>}
        {!feed.data && !feed.isError && <Skeleton height={58} />}
        {shown ? (
          <>
            <TextInput
              label={t('calendarFeed.url')}
              value={shown}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
            />
            <Alert color="yellow">{t('calendarFeed.shownOnce')}</Alert>
          </>
        ) : (
          feed.data &&
          (active && feed.data.createdAt ? (
            <>
              <Text size="sm">{t('calendarFeed.active', { date: date(feed.data.createdAt) })}</Text>
              <Text size="sm">{t('calendarFeed.hidden')}</Text>
            </>
          ) : (
            <Text size="sm">{t('calendarFeed.none')}</Text>
          ))
        )}
        <Text size="sm" c="dimmed">
          {t('calendarFeed.privacy')}
        </Text>
        {feed.data && (
          <Group justify="space-between">
            {active ? (
              <Group gap="xs">
                <Button variant="default" color="red" onClick={() => ask('regenerate')}>
                  {t('calendarFeed.regenerate')}
                </Button>
                <Button variant="default" color="red" onClick={() => ask('turnOff')}>
                  {t('calendarFeed.turnOff')}
                </Button>
              </Group>
            ) : (
              <Button loading={regenerate.isPending} onClick={onMake}>
                {t('calendarFeed.create')}
              </Button>
            )}
            {shown && (
              <CopyButton value={shown}>
                {({ copied, copy }) => (
                  <Button onClick={copy} color={copied ? 'teal' : undefined}>
                    {copied ? t('calendarFeed.copied') : t('calendarFeed.copy')}
                  </Button>
                )}
              </CopyButton>
            )}
          </Group>
        )}
      </Stack>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        title={t(question === 'turnOff' ? 'calendarFeed.offTitle' : 'calendarFeed.confirmTitle')}
      >
        <Stack>
          <Text size="sm">
            {t(question === 'turnOff' ? 'calendarFeed.offText' : 'calendarFeed.confirmText')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('calendarFeed.keep')}
            </Button>
            {question === 'turnOff' ? (
              <Button color="red" loading={turnOff.isPending} onClick={onTurnOff}>
                {t('calendarFeed.offConfirm')}
              </Button>
            ) : (
              <Button color="red" loading={regenerate.isPending} onClick={onMake}>
                {t('calendarFeed.confirm')}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </TabFrame>
  );
}
