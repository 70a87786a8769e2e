import type { ApiKey, ApiKeyScope, CreatedApiKey } from '@chairly/shared/api-keys/contracts';
import { API_KEY_SCOPES, MAX_API_KEY_NAME_LENGTH } from '@chairly/shared/api-keys/contracts';
import { formatDateTime } from '@chairly/shared/format';
import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useStylistTimeZone } from '@/lib/stylist-profile';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';
import { TabFrame } from './tab-frame';

/**
 * Settings → API keys (issue #32.3a): her keys for her own tools. A key is shown once, right after
 * it is made, to copy (the server keeps only its hash); revoking asks first, since tools using it
 * stop working at once. Rows wrap on a phone instead of scrolling sideways.
 */
export function ApiKeysTab() {
  const { t, i18n } = useTranslation('settings');
  const keys = useApiKeys();
  const zone = useStylistTimeZone().data ?? 'UTC';
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const when = (iso: string) => formatDateTime(iso, i18n.language, zone);
  const members = keys.data?.['hydra:member'] ?? [];

  return (
    <TabFrame title={t('apiKeys.title')} description={t('apiKeys.description')} busy={false}>
      <Stack gap="sm">
        {keys.isError && <Alert color="red">{t('apiKeys.loadFailed')}</Alert>}
        {keys.isPending && <Skeleton height={58} />}
        {keys.data && members.length === 0 && <Text size="sm">{t('apiKeys.empty')}</Text>}
        {members.map((key) => (
          <Paper key={key.id} withBorder p="sm" radius="md" data-testid="api-key-row">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {key.name}
                  </Text>
                  <Badge variant="light">{t(`apiKeys.scopes.${key.scope}`)}</Badge>
                </Group>
                <Text size="xs" c="dimmed" dir="ltr" style={{ textAlign: 'start' }}>
                  {key.prefix}…
                </Text>
                <Text size="sm">{t('apiKeys.created', { date: when(key.createdAt) })}</Text>
                <Text size="sm">
                  {key.lastUsedAt ? t('apiKeys.lastUsed', { date: when(key.lastUsedAt) }) : t('apiKeys.neverUsed')}
                </Text>
              </Stack>
              <Button variant="default" color="red" onClick={() => setRevoking(key)}>
                {t('apiKeys.revoke')}
              </Button>
            </Group>
          </Paper>
        ))}
        <Text size="sm" c="dimmed">
          {t('apiKeys.limits')}
        </Text>
        <Group>
          <Button onClick={() => setCreating(true)} disabled={!keys.data}>
            {t('apiKeys.create')}
          </Button>
        </Group>
      </Stack>
      <CreateApiKeyDialog opened={creating} onClose={() => setCreating(false)} />
      <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </TabFrame>
  );
}

/** Name and scope, then the key itself, once, with a copy button and a warning. */
function CreateApiKeyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  /** The key just made: kept only while the dialog is open. */
  const [made, setMade] = useState<CreatedApiKey | null>(null);

  const close = () => {
    setName('');
    setScope('read');
    setMade(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), scope },
      {
        onSuccess: (key) => {
          setMade(key);
          notify.success('settings:apiKeys.createdToast');
        },
        onError: () => notify.error('settings:apiKeys.failed'),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      title={t(made ? 'apiKeys.shownTitle' : 'apiKeys.createTitle')}
    >
      {made ? (
        <Stack>
          <TextInput
            label={t('apiKeys.key')}
            value={made.key}
            readOnly
            dir="ltr"
            onFocus={(e) => e.currentTarget.select()}
            data-testid="api-key-secret"
          />
          <Alert color="yellow">{t('apiKeys.shownOnce')}</Alert>
          <Group justify="flex-end">
            <CopyButton value={made.key}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy} color={copied ? 'teal' : undefined}>
                  {copied ? t('apiKeys.copied') : t('apiKeys.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={close}>{t('apiKeys.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit}>
          <Stack>
            <TextInput
              label={t('apiKeys.name')}
              placeholder={t('apiKeys.namePlaceholder')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={MAX_API_KEY_NAME_LENGTH}
              required
              data-autofocus
            />
            <div>
              <Text size="sm" fw={500} mb={4} id="api-key-scope-label">
                {t('apiKeys.scope')}
              </Text>
              <SegmentedControl
                fullWidth
                aria-labelledby="api-key-scope-label"
                value={scope}
                onChange={(value) => setScope(value as ApiKeyScope)}
                data={API_KEY_SCOPES.map((value) => ({ value, label: t(`apiKeys.scopes.${value}`) }))}
              />
              <Text size="xs" c="dimmed" mt={4}>
                {t(`apiKeys.scopeHelp.${scope}`)}
              </Text>
            </div>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('apiKeys.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending} disabled={name.trim() === ''}>
                {t('apiKeys.createConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const revoke = useRevokeApiKey();
  const onRevoke = () => {
    if (!apiKey) return;
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        notify.success('settings:apiKeys.revokedToast');
        onClose();
      },
      onError: () => notify.error('settings:apiKeys.revokeFailed'),
    });
  };
  return (
    <Modal opened={apiKey !== null} onClose={onClose} closeButtonProps={{ 'aria-label': t('common:close') }} title={t('apiKeys.revokeTitle')}>
      <Stack>
        <Text size="sm">{t('apiKeys.revokeText', { name: apiKey?.name ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('apiKeys.keep')}
          </Button>
          <Button color="red" loading={revoke.isPending} onClick={onRevoke}>
            {t('apiKeys.revokeConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
