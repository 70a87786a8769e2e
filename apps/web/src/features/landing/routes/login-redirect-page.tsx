import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLinks } from '../components/use-app-links';
import { usePageTitle } from '@/lib/page-title';

/** Short pause so the explanation can be read before the browser moves on. */
const REDIRECT_DELAY_MS = 1500;

export default function LoginRedirectPage() {
  const { t } = useTranslation('landing');
  const { login } = useAppLinks();
  usePageTitle(t('loginRedirect.title'));

  useEffect(() => {
    const timer = setTimeout(() => window.location.assign(login), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [login]);

  return (
    <Center mih="60dvh" px="md">
      <Paper withBorder radius="lg" p="xl" maw={460} w="100%">
        <Stack align="center" ta="center" gap="md">
          <Loader type="dots" aria-hidden />
          <Title order={1} size="h3">
            {t('loginRedirect.title')}
          </Title>
          <Text c="dimmed" role="status">
            {t('loginRedirect.text')}
          </Text>
          <Button component="a" href={login}>
            {t('loginRedirect.continue')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
