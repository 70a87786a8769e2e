import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocale } from '@/lib/language';

// Its own file so that the switcher and the menu it loads lazily both import it, and neither imports
// the other back (no import circles, issue #30).

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
      style={{ marginInlineEnd: 6 }}
    >
      <circle cx={12} cy={12} r={9} />
      <path d="M3.6 9h16.8M3.6 15h16.8M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9z" />
    </svg>
  );
}

/** The globe button with the current language; the same before and after the menu's code loads. */
export function LanguageButton(props: ButtonProps & ComponentPropsWithRef<'button'>) {
  const { t, i18n } = useTranslation('common');
  const current = toLocale(i18n.language) ?? 'en';
  return (
    <Button variant="subtle" color="gray" size="compact-sm" aria-label={t('language.label')} {...props}>
      <GlobeIcon />
      {current.toUpperCase()}
    </Button>
  );
}
