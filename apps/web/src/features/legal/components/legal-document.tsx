import { Anchor, Container, List, Stack, Text, Title, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '@/lib/runtime';
import { usePageTitle } from '@/lib/page-title';

type LegalDocumentProps = { doc: 'terms' | 'privacy'; sections: readonly string[] };

/** A legal text from the `legal` namespace: `<doc>.title`, `.updated`, `.intro`, `.sections.<key>.{title,body}`. */
export function LegalDocument({ doc, sections }: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  const { config } = useRuntime();
  const values = {
    privacyEmail: `privacy@${config.baseDomain}`,
    supportEmail: `support@${config.baseDomain}`,
  };
  const title = t(`${doc}.title`);
  usePageTitle(`${title} · Chairly`);
  return (
    <Container size="md" py="xl">
      <Typography>
        <Stack gap="xs" mb="lg">
          <Title order={1}>{title}</Title>
          <Text size="sm" c="dimmed">
            {t(`${doc}.updated`)}
          </Text>
        </Stack>
        <Text mb="xl">{t(`${doc}.intro`, values)}</Text>
        <nav aria-label={t('contents')}>
          <List type="ordered" mb="xl" size="sm">
            {sections.map((key) => (
              <List.Item key={key}>
                <Anchor href={`#${doc}-${key}`}>{t(`${doc}.sections.${key}.title`)}</Anchor>
              </List.Item>
            ))}
          </List>
        </nav>
        {sections.map((key) => (
          <section
            key={key}
            id={`${doc}-${key}`}
            aria-labelledby={`${doc}-${key}-title`}
            style={{ marginTop: 32 }}
          >
            <Title order={2} size="h3" id={`${doc}-${key}-title`}>
              {t(`${doc}.sections.${key}.title`)}
            </Title>
            {t(`${doc}.sections.${key}.body`, values)
              .split('\n\n')
              .map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
          </section>
        ))}
      </Typography>
    </Container>
  );
}
