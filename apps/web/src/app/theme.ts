import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: 7,
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  // Someone who asked her system for less motion gets menus and dialogs without animation.
  respectReducedMotion: true,
  headings: { fontWeight: '700' },
  components: {
    // The placeholder that takes the focus when a menu opens is a role="presentation" child of the
    // role="menu" dropdown, which a menu may not have (axe aria-required-children, critical).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // An alert's title is drawn in its colour's light-variant shade, which on the alert's own tinted
    // background falls short of 4.5:1 for orange (3.6:1), yellow and teal. The title is set in the
    // text colour instead; the border, the background and the icon keep the alert's tone.
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
    // What people write in a free-text field (a note, a message, a review) runs in its own direction
    // on an Arabic page: an English note keeps its full stop at the end (docs/decisions.md D36).
    // (Mantine puts a `dir` prop on the field's wrapper, where `auto` finds no text and means ltr.)
    Textarea: { defaultProps: { attributes: { input: { dir: 'auto' } } } },
  },
});

/**
 * Mantine's default dimmed text (gray 6, #868e96) reaches only 3.3:1 on white; gray 7 (#495057)
 * meets WCAG AA (4.5:1) on white and on the gray-0 page background. Likewise the error colour of
 * fields (red 6, 3.3:1): red 9 (#c92a2a) reaches 5.2:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057', '--mantine-color-error': t.colors.red[9] ?? '#c92a2a' },
  dark: {},
});
