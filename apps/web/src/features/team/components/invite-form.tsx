import { INVITED_ROLES, type InvitedRole } from '@chairly/shared/members/contracts';
import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useInvite } from '../api/invitations';
import { checkInvite, type InviteErrors } from '../utils/invite-form';

/**
 * E-mail and role; the server sends the link. A refused address (already a member, malformed) is
 * said beside the field; an open invitation to the same address is replaced by the new one.
 */
export function InviteForm() {
  const { t, i18n } = useTranslation('team');
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitedRole>('staff');
  const [errors, setErrors] = useState<InviteErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkInvite({ email, role }, i18n.language, { email: t('invite.email'), role: t('invite.role') });
    if (!check.ok) return setErrors(check.errors);
    setErrors({});
    invite.mutate(check.body, {
      onSuccess: (made) => {
        notify.success('team:invite.sentToast', { values: { email: made.email } });
        setEmail('');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.reason === 'member_exists') setErrors({ email: t('invite.alreadyMember') });
        else if (error instanceof ApiError && error.status === 400 && error.fields?.email) setErrors({ email: t('invite.emailInvalid') });
        else notify.error('team:invite.failed');
      },
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="team-invite-title">
      <div>
        <Title order={3} size="h4" id="team-invite-title">
          {t('invite.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('invite.help')}
        </Text>
      </div>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            label={t('invite.email')}
            type="email"
            autoComplete="off"
            dir="ltr"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
            required
            style={{ flex: '1 1 240px' }}
          />
          <Select
            label={t('invite.role')}
            allowDeselect={false}
            data={INVITED_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
            value={role}
            onChange={(value) => value && setRole(value as InvitedRole)}
            error={errors.role}
            style={{ flex: '0 1 180px' }}
          />
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          {t(`roleHelp.${role}`)}
        </Text>
        <Group mt="sm">
          <Button type="submit" loading={invite.isPending}>
            {t('invite.send')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
