import { LOCALES } from '@chairly/shared/constants';
import { Menu } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '@/components/ui';
import type { DeferredMenuProps } from '@/components/ui';
import { chooseLanguage } from '@/features/auth';
import { LANGUAGE_NAMES, toLocale } from '@/lib/language';
import { useRuntime } from '@/lib/runtime';
import { LanguageButton } from './language-button';

/** The language dropdown, loaded when the globe button is first pointed at, focused or clicked. */
export function LanguageMenu({ defaultOpened, autoFocus }: DeferredMenuProps) {
  const { t, i18n } = useTranslation('common');
  const { config } = useRuntime();
  const current = toLocale(i18n.language) ?? 'en';
  const target = useRef<HTMLButtonElement>(null);
  useFocusOnMount(target, autoFocus);
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageButton ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            fw={locale === current ? 700 : undefined}
            onClick={() => void chooseLanguage(locale, config.baseDomain)}
          >
            {LANGUAGE_NAMES[locale]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
