import type { Locale } from '@chairly/shared/constants';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A language's name in the reader's language ("Französisch" on a German screen), capitalised as a value. */
function languageName(language: Locale, reader: string): string {
  const name = new Intl.DisplayNames([reader], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(reader) + name.slice(1);
}

/**
 * The language the customer's e-mails and SMS are written in (issue #29.3). Read-only: the customer
 * chooses it in the language menu (or at sign-up); a customer without an account gets English.
 */
export function CustomerLanguage({ language }: { language: Locale }) {
  const { t, i18n } = useTranslation('customers');
  return (
    <Stack gap={2} mb="md" data-testid="customer-language">
      <Text size="sm" fw={500}>
        {t('language.label')}
      </Text>
      <Text>{languageName(language, i18n.language)}</Text>
      <Text size="xs" c="dimmed">
        {t('language.hint')}
      </Text>
    </Stack>
  );
}
