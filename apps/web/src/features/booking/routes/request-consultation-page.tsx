import { CONSULTATION_MESSAGE_MAX } from '@chairly/shared/booking/contracts';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Paper,
  Radio,
  Group,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/ui';
import { paths } from '@/config/paths';
import { usePublicServices } from '../api/get-public-services';
import { useRequestConsultation } from '../api/request-consultation';

type Contact = 'email' | 'phone';

/** /services/:id/request-consultation (customer): a question to the stylist about a service. */
export default function RequestConsultationPage() {
  const { t } = useTranslation('booking');
  const { id } = useParams();
  const serviceId = Number(id);
  const service = usePublicServices().data?.find((s) => s.id === serviceId);
  const send = useRequestConsultation();
  const [message, setMessage] = useState('');
  const [contact, setContact] = useState<Contact>('email');
  const [error, setError] = useState<string | null>(null);
  const back = (
    <Anchor component={Link} to={paths.booking()} size="sm">
      {t('consultation.back')}
    </Anchor>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return setError(t('consultation.messageRequired'));
    setError(null);
    send.mutate({
      serviceId: Number.isInteger(serviceId) && serviceId > 0 ? serviceId : null,
      message: message.trim(),
      preferredContact: contact,
    });
  };

  if (send.isSuccess) {
    return (
      <Container size="sm" py="xl">
        <EmptyState
          icon="✓"
          title={t('consultation.sentTitle')}
          description={t('consultation.sentDescription')}
          action={back}
          headingLevel={1}
        />
      </Container>
    );
  }
  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        {back}
        <Title order={1} size="h2">
          {t('consultation.title')}
        </Title>
        {service && <Text c="dimmed">{t('consultation.about', { name: service.name })}</Text>}
        <Paper withBorder radius="md" p="md">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Textarea
                label={t('consultation.message')}
                required
                autosize
                minRows={4}
                maxLength={CONSULTATION_MESSAGE_MAX}
                value={message}
                onChange={(event) => setMessage(event.currentTarget.value)}
                error={error}
              />
              <Radio.Group
                label={t('consultation.contact')}
                value={contact}
                onChange={(value) => setContact(value === 'phone' ? 'phone' : 'email')}
              >
                <Group mt="xs">
                  <Radio value="email" label={t('consultation.email')} />
                  <Radio value="phone" label={t('consultation.phone')} />
                </Group>
              </Radio.Group>
              {send.isError && (
                <Alert color="red" role="alert">
                  {t('consultation.failed')}
                </Alert>
              )}
              <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
                {t('consultation.send')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
