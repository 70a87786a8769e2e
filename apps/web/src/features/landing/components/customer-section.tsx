import { Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeatureIcon } from './feature-icon';
import type { IconName } from './feature-icon';
import classes from './landing.module.css';

const customerPoints: ReadonlyArray<{ key: string; icon: IconName }> = [
  { key: 'book', icon: 'phone' },
  { key: 'manage', icon: 'calendar' },
  { key: 'card', icon: 'card' },
  { key: 'review', icon: 'star' },
];

const steps = ['one', 'two', 'three'] as const;

export function CustomerSection() {
  const { t } = useTranslation('landing');
  return (
    <section
      className={`${classes.section} ${classes.sectionAlt}`}
      aria-labelledby="customers-title"
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Stack gap="md">
            <Title id="customers-title" order={2}>
              {t('customers.title')}
            </Title>
            <Text c="dimmed">{t('customers.subtitle')}</Text>
            <List spacing="md" center>
              {customerPoints.map((point) => (
                <List.Item
                  key={point.key}
                  icon={
                    <ThemeIcon size={32} radius="xl" variant="light" color="pink">
                      <FeatureIcon name={point.icon} size={18} />
                    </ThemeIcon>
                  }
                >
                  {t(`customers.${point.key}`)}
                </List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap="md">
            <Title order={2}>{t('steps.title')}</Title>
            <ol style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
              {steps.map((step, index) => (
                <li key={step} style={{ display: 'flex', gap: 16, marginBottom: 20 }}>
                  <ThemeIcon size={36} radius="xl" aria-hidden>
                    {index + 1}
                  </ThemeIcon>
                  <div>
                    <Text fw={700}>{t(`steps.${step}.title`)}</Text>
                    <Text c="dimmed" size="sm">
                      {t(`steps.${step}.text`)}
                    </Text>
                  </div>
                </li>
              ))}
            </ol>
          </Stack>
        </SimpleGrid>
      </Container>
    </section>
  );
}
