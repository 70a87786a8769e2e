import { Button, Container, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';
import { useAppLinks } from './use-app-links';

export function CtaBand() {
  const { t } = useTranslation('landing');
  const links = useAppLinks();
  return (
    <section className={classes.section} aria-labelledby="cta-title">
      <Container size="md">
        <div className={classes.band}>
          <Title id="cta-title" order={2} c="white" mb="xs">
            {t('band.title')}
          </Title>
          <Text mb="lg" c="violet.0">
            {t('band.text')}
          </Text>
          <Group justify="center" gap="sm">
            <Button component="a" href={links.register} size="lg" color="white" c="violet.8">
              {t('cta.signUp')}
            </Button>
            <Button component="a" href={links.login} size="lg" variant="outline" color="white">
              {t('cta.login')}
            </Button>
          </Group>
        </div>
      </Container>
    </section>
  );
}
