import type { Webhook, WebhookCreated, WebhookDeliveryStatus, WebhookEvent } from '@chairly/shared/webhooks/contracts';
import { MAX_WEBHOOK_URL_LENGTH, WEBHOOK_EVENTS } from '@chairly/shared/webhooks/contracts';
import { formatDateTime } from '@chairly/shared/format';
import { Alert, Badge, Button, Checkbox, CopyButton, Group, Modal, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useStylistTimeZone } from '@/lib/stylist-profile';
import { useCreateWebhook, useDeleteWebhook, useResendWebhookDelivery, useWebhookDeliveries, useWebhooks } from '../api/webhooks';
import { TabFrame } from './tab-frame';

/** Translation keys of the events (the event names themselves are the API's and shown as they are). */
const EVENT_KEYS: Record<WebhookEvent, string> = {
  'appointment.created': 'webhooks.events.appointmentCreated',
  'appointment.rescheduled': 'webhooks.events.appointmentRescheduled',
  'appointment.cancelled': 'webhooks.events.appointmentCancelled',
  'appointment.completed': 'webhooks.events.appointmentCompleted',
  'customer.created': 'webhooks.events.customerCreated',
  'review.created': 'webhooks.events.reviewCreated',
};
const STATUS_COLORS: Record<WebhookDeliveryStatus, string> = { pending: 'gray', sending: 'blue', delivered: 'teal', failed: 'red' };

/**
 * Settings → Webhooks (issue #32.3b): the addresses her own systems receive events at. The signing
 * secret is shown once, right after an endpoint is added; deleting asks first; each endpoint's
 * delivery log can send a delivery again. Rows wrap on a phone, and the dialogs fill its screen.
 */
export function WebhooksTab() {
  const { t, i18n } = useTranslation('settings');
  const hooks = useWebhooks();
  const zone = useStylistTimeZone().data ?? 'UTC';
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [log, setLog] = useState<Webhook | null>(null);
  const members = hooks.data?.['hydra:member'] ?? [];

  return (
    <TabFrame title={t('webhooks.title')} description={t('webhooks.description')} busy={false}>
      <Stack gap="sm">
        {hooks.isError && <Alert color="red">{t('webhooks.loadFailed')}</Alert>}
        {hooks.isPending && <Skeleton height={58} />}
        {hooks.data && members.length === 0 && <Text size="sm">{t('webhooks.empty')}</Text>}
        {members.map((hook) => (
          <Paper key={hook.id} withBorder p="sm" radius="md" data-testid="webhook-row">
            <Stack gap={6}>
              <Text fw={600} dir="ltr" style={{ overflowWrap: 'anywhere', textAlign: 'start' }}>
                {hook.url}
              </Text>
              <Group gap={4} wrap="wrap">
                {hook.events.map((event) => (
                  <Badge key={event} variant="light" style={{ textTransform: 'none' }}>
                    {t(EVENT_KEYS[event])}
                  </Badge>
                ))}
              </Group>
              <Text size="sm" c="dimmed">
                {t('webhooks.created', { date: formatDateTime(hook.createdAt, i18n.language, zone) })}
              </Text>
              <Group gap="xs" wrap="wrap">
                <Button variant="light" onClick={() => setLog(hook)}>
                  {t('webhooks.deliveries')}
                </Button>
                <Button variant="default" color="red" onClick={() => setDeleting(hook)}>
                  {t('webhooks.delete')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
        <Group>
          <Button onClick={() => setAdding(true)} disabled={!hooks.data}>
            {t('webhooks.add')}
          </Button>
        </Group>
      </Stack>
      <AddWebhookDialog opened={adding} onClose={() => setAdding(false)} />
      <DeleteWebhookDialog hook={deleting} onClose={() => setDeleting(null)} />
      <DeliveriesDialog hook={log} zone={zone} onClose={() => setLog(null)} />
    </TabFrame>
  );
}

/** URL and events, then the signing secret, once, with a copy button and a warning. */
function AddWebhookDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const phone = useMediaQuery('(max-width: 48em)');
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [made, setMade] = useState<WebhookCreated | null>(null);

  const close = () => {
    setUrl('');
    setEvents([]);
    setUrlError(null);
    setMade(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setUrlError(null);
    create.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (hook) => {
          setMade(hook);
          notify.success('settings:webhooks.addedToast');
        },
        onError: (error) => {
          // The server says why (https only, no private address); the screen says it in her language.
          if (error instanceof ApiError && error.status === 400 && error.fields?.url) setUrlError(t('webhooks.urlRefused'));
          else notify.error('settings:webhooks.failed');
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      title={t(made ? 'webhooks.secretTitle' : 'webhooks.addTitle')}
    >
      {made ? (
        <Stack>
          <TextInput
            label={t('webhooks.secret')}
            value={made.secret}
            readOnly
            dir="ltr"
            onFocus={(e) => e.currentTarget.select()}
            data-testid="webhook-secret"
          />
          <Alert color="yellow">{t('webhooks.secretOnce')}</Alert>
          <Group justify="flex-end">
            <CopyButton value={made.secret}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy} color={copied ? 'teal' : undefined}>
                  {copied ? t('webhooks.copied') : t('webhooks.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={close}>{t('webhooks.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit}>
          <Stack>
            <TextInput
              label={t('webhooks.url')}
              description={t('webhooks.urlHelp')}
              placeholder="https://example.com/chairly"
              type="url"
              dir="ltr"
              value={url}
              onChange={(e) => setUrl(e.currentTarget.value)}
              maxLength={MAX_WEBHOOK_URL_LENGTH}
              error={urlError}
              required
              data-autofocus
            />
            <Checkbox.Group label={t('webhooks.events.label')} value={events} onChange={(value) => setEvents(value as WebhookEvent[])} required>
              <Stack gap={6} mt={6}>
                {WEBHOOK_EVENTS.map((event) => (
                  <Checkbox key={event} value={event} label={t(EVENT_KEYS[event])} description={<span dir="ltr">{event}</span>} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('webhooks.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending} disabled={url.trim() === '' || events.length === 0}>
                {t('webhooks.addConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function DeleteWebhookDialog({ hook, onClose }: { hook: Webhook | null; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const remove = useDeleteWebhook();
  const onDelete = () => {
    if (!hook) return;
    remove.mutate(hook.id, {
      onSuccess: () => {
        notify.success('settings:webhooks.deletedToast');
        onClose();
      },
      onError: () => notify.error('settings:webhooks.deleteFailed'),
    });
  };
  return (
    <Modal opened={hook !== null} onClose={onClose} closeButtonProps={{ 'aria-label': t('common:close') }} title={t('webhooks.deleteTitle')}>
      <Stack>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('webhooks.deleteText', { url: hook?.url ?? '' })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('webhooks.keep')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={onDelete}>
            {t('webhooks.deleteConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The endpoint's newest deliveries: event, status, attempts, the receiver's answer, time; "Send again". */
function DeliveriesDialog({ hook, zone, onClose }: { hook: Webhook | null; zone: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('settings');
  const phone = useMediaQuery('(max-width: 48em)');
  const deliveries = useWebhookDeliveries(hook?.id ?? null);
  const resend = useResendWebhookDelivery(hook?.id ?? 0);
  const rows = deliveries.data?.['hydra:member'] ?? [];
  const onResend = (deliveryId: number) =>
    resend.mutate(deliveryId, {
      onSuccess: () => notify.success('settings:webhooks.resentToast'),
      onError: () => notify.error('settings:webhooks.resendFailed'),
    });

  return (
    <Modal opened={hook !== null} onClose={onClose} size="lg" fullScreen={phone} closeButtonProps={{ 'aria-label': t('common:close') }} title={t('webhooks.deliveriesTitle')}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed" dir="ltr" style={{ overflowWrap: 'anywhere', textAlign: 'start' }}>
            {hook?.url}
          </Text>
          <Button variant="subtle" size="xs" onClick={() => void deliveries.refetch()} loading={deliveries.isFetching}>
            {t('webhooks.refresh')}
          </Button>
        </Group>
        {deliveries.isError && <Alert color="red">{t('webhooks.loadFailed')}</Alert>}
        {deliveries.isPending && <Skeleton height={58} />}
        {deliveries.data && rows.length === 0 && <Text size="sm">{t('webhooks.noDeliveries')}</Text>}
        {rows.map((row) => (
          <Paper key={row.id} withBorder p="sm" radius="md" data-testid="webhook-delivery">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>{t(EVENT_KEYS[row.event])}</Text>
                  <Badge color={STATUS_COLORS[row.status]} variant="light" data-testid="webhook-delivery-status">
                    {t(`webhooks.status.${row.status}`)}
                  </Badge>
                </Group>
                <Text size="sm">{formatDateTime(row.lastAttemptAt ?? row.createdAt, i18n.language, zone)}</Text>
                <Text size="sm" c="dimmed">
                  {t('webhooks.attempts', { n: row.attempts })}
                  {row.responseCode !== null && ` · ${t('webhooks.responseCode', { code: row.responseCode })}`}
                </Text>
              </Stack>
              <Button variant="default" onClick={() => onResend(row.id)} loading={resend.isPending && resend.variables === row.id} disabled={row.status === 'sending'}>
                {t('webhooks.resend')}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Modal>
  );
}
