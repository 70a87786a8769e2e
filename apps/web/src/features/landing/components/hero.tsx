import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';
import { useAppLinks } from './use-app-links';

function AgendaPreview() {
  const { t } = useTranslation('landing');
  const slots = [
    { time: '09:00', key: 'preview.cut' },
    { time: '10:30', key: 'preview.color', alt: true },
    { time: '13:00', key: 'preview.manicure' },
  ] as const;
  return (
    <div className={classes.preview} aria-hidden>
      <Text fw={700} mb="sm">
        {t('preview.today')}
      </Text>
      <Stack gap="xs">
        {slots.map((slot) => (
          <div
            key={slot.time}
            className={'alt' in slot ? `${classes.slot} ${classes.slotAlt}` : classes.slot}
          >
            <Text size="sm" fw={600}>
              {slot.time} · {t(slot.key)}
            </Text>
          </div>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt="md">
        {t('preview.booked')}
      </Text>
    </div>
  );
}

export function Hero() {
  const { t } = useTranslation('landing');
  const links = useAppLinks();
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} verticalSpacing={40}>
          <Stack gap="lg" justify="center">
            <Text component="p" className={classes.badge}>
              {t('hero.badge')}
            </Text>
            <Title id="hero-title" order={1} className={classes.title}>
              {t('hero.title')} <span className={classes.accent}>{t('hero.titleAccent')}</span>
            </Title>
            <Text size="lg" c="dimmed">
              {t('hero.subtitle')}
            </Text>
            <Group gap="sm">
              <Button component="a" href={links.register} size="lg">
                {t('cta.startTrial')}
              </Button>
              <Button component="a" href={links.login} size="lg" variant="default">
                {t('cta.login')}
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {t('hero.note')}
            </Text>
          </Stack>
          <AgendaPreview />
        </SimpleGrid>
      </Container>
    </section>
  );
}
