import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './error-page.module.css';
import { usePageTitle } from '@/lib/page-title';

type ErrorPageProps = { code: '404' | '403'; messageKey: 'notFound' | 'forbidden' };

export function ErrorPage({ code, messageKey }: ErrorPageProps) {
  const { t } = useTranslation('errors');
  usePageTitle(`${t(`${messageKey}.title`)} · Chairly`);
  return (
    <Center mih="70dvh">
      <Stack align="center" gap="md" ta="center" maw={520}>
        <Text className={classes.code} aria-hidden>
          {code}
        </Text>
        <Title order={1} size="h2">
          {t(`${messageKey}.title`)}
        </Title>
        <Text c="dimmed" size="lg">
          {t(`${messageKey}.description`)}
        </Text>
        <Button component={Link} to="/" size="md">
          {t('home')}
        </Button>
      </Stack>
    </Center>
  );
}
