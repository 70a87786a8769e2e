import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeatureIcon } from './feature-icon';
import type { IconName } from './feature-icon';
import classes from './landing.module.css';

const stylistFeatures: ReadonlyArray<{ key: string; icon: IconName }> = [
  { key: 'calendar', icon: 'calendar' },
  { key: 'booking', icon: 'booking' },
  { key: 'noShow', icon: 'shield' },
  { key: 'reminders', icon: 'bell' },
  { key: 'reviews', icon: 'star' },
  { key: 'statistics', icon: 'chart' },
];

export function FeatureGrid() {
  const { t } = useTranslation('landing');
  return (
    <section className={classes.section} aria-labelledby="features-title">
      <Container size="lg">
        <Title id="features-title" order={2} ta="center" mb="xs">
          {t('features.title')}
        </Title>
        <Text c="dimmed" ta="center" maw={640} mx="auto" mb={40}>
          {t('features.subtitle')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {stylistFeatures.map((feature) => (
            <Card key={feature.key} withBorder radius="lg" padding="lg" className={classes.card}>
              <ThemeIcon size={44} radius="md" variant="light" mb="md">
                <FeatureIcon name={feature.icon} />
              </ThemeIcon>
              <Title order={3} size="h4" mb={6}>
                {t(`features.${feature.key}.title`)}
              </Title>
              <Text c="dimmed" size="sm">
                {t(`features.${feature.key}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
