import { LOCALES } from '@chairly/shared/constants';
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/lib/i18n';
import { LANGUAGE_NAMES, toLocale } from '@/lib/language';
import { useRuntime } from '@/lib/runtime';

function GlobeIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      aria-hidden
      focusable="false"
      style={{ marginRight: 6 }}
    >
      <circle cx={12} cy={12} r={9} />
      <path d="M3.6 9h16.8M3.6 15h16.8M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9z" />
    </svg>
  );
}

/** Language menu with native names; the choice is shared by all subdomains (cookie on the base domain). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const { config } = useRuntime();
  const current = toLocale(i18n.language) ?? 'en';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray" size="compact-sm" aria-label={t('language.label')}>
          <GlobeIcon />
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
