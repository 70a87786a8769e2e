import { textDirection } from '@chairly/shared/direction';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MantineStyles, STATIC_STYLES_PROPS } from './mantine-styles';
import { NotificationsHost } from './notifications-host';
import { cssVariablesResolver, theme } from './theme';

/**
 * Direction, theme and toasts; wraps even the boot screen so it is styled. The direction starts from
 * the language (so a server render of an Arabic page is right to left) and then follows `<html dir>`,
 * which i18n sets on every language change (D36). Mantine's own <style> elements are written once per
 * process (mantine-styles.tsx).
 */
export function UiProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DirectionProvider initialDirection={textDirection(i18n.language)}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" {...STATIC_STYLES_PROPS}>
        {/* One element where <NotificationsHost /> was: the page keeps its place in the tree (and its useId ids). */}
        <>
          <MantineStyles />
          <NotificationsHost />
        </>
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
