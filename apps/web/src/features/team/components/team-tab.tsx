import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { mayUse } from '@/lib/member-access';
import { useSession } from '@/lib/session';
import { InvitationList } from './invitation-list';
import { InviteForm } from './invite-form';
import { MemberList } from './member-list';

/**
 * Settings → Team (issue #34): who works in the business, in which role. The owner invites by
 * e-mail, changes roles and switches members off and on; a manager reads the list. Rows are cards
 * that wrap, so a 375 px phone never scrolls sideways.
 */
export function TeamTab() {
  const { t } = useTranslation('team');
  const { memberRole } = useSession();
  const manages = mayUse(memberRole, 'teamManagement');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <div>
          <Title order={2} size="h3">
            {t('title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t(manages ? 'description' : 'readOnly')}
          </Text>
        </div>
        <MemberList manages={manages} services={mayUse(memberRole, 'team')} />
        {manages && <InviteForm />}
        {manages && <InvitationList />}
      </Stack>
    </Paper>
  );
}
