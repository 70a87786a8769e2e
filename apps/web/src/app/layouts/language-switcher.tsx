import { LOCALES } from '@chairly/shared';
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/lib/i18n';
import { LANGUAGE_NAMES, toLocale } from '@/lib/language';
import { useRuntime } from '@/lib/runtime';

/** Language menu with native names; the choice is shared by all subdomains (cookie on the base domain). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const { config } = useRuntime();
  const current = toLocale(i18n.language) ?? 'en';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray" size="compact-sm" aria-label={t('language.label')}>
          <span aria-hidden>🌐&nbsp;</span>
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            fw={locale === current ? 700 : undefined}
            onClick={() => void changeLanguage(locale, config.baseDomain)}
          >
            {LANGUAGE_NAMES[locale]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
