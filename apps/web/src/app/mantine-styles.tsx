import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, em, keys, mergeMantineTheme, px } from '@mantine/core';
import type { ConvertCSSVariablesInput } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

/**
 * The two <style> elements MantineProvider writes at its top (its CSS variables, then its
 * `hidden-from`/`visible-from` classes), written once per process instead of once per render: Mantine
 * derives them from the whole theme on every render, about a twentieth of a server render's CPU
 * (issue #33.3). The theme and the resolver are constants, so the text is too. Same text and same
 * place as Mantine's own (a test compares them), so the markup, and hydration, are unchanged.
 */
const mantineTheme = mergeMantineTheme(DEFAULT_THEME, theme);

type Variables = ConvertCSSVariablesInput;
const PARTS = ['variables', 'light', 'dark'] as const;

/** Mantine's `deduplicateCssVariables` (on by default): only what differs from its default theme's variables. */
function withoutDefaults(input: Variables): Variables {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const cleaned: Variables = { variables: {}, light: {}, dark: {} };
  for (const part of PARTS) {
    for (const [key, value] of Object.entries(input[part])) {
      if (defaults[part][key as keyof (typeof defaults)[typeof part]] !== value) cleaned[part][key as `--${string}`] = value;
    }
  }
  return cleaned;
}

function variablesCss(): string {
  const base = defaultCssVariablesResolver(mantineTheme);
  const ours = cssVariablesResolver(mantineTheme);
  // The resolver's parts are flat: a spread is Mantine's deep merge here.
  const merged: Variables = {
    variables: { ...base.variables, ...ours.variables },
    light: { ...base.light, ...ours.light },
    dark: { ...base.dark, ...ours.dark },
  };
  return convertCssVariables(withoutDefaults(merged));
}

function classesCss(): string {
  return keys(mantineTheme.breakpoints).reduce((css, breakpoint) => {
    const value = mantineTheme.breakpoints[breakpoint] as string;
    const inPx = value.includes('px');
    const width = px(value) as number;
    return `${css}@media (max-width: ${inPx ? `${width - 0.1}px` : em(width - 0.1)}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${inPx ? `${width}px` : em(width)}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`;
  }, '');
}

const VARIABLES_CSS = variablesCss();
const CLASSES_CSS = classesCss();

/** Pass to MantineProvider: its own styles are off, these take their place. */
export const STATIC_STYLES_PROPS = { withCssVariables: false, withGlobalClasses: false } as const;

export function MantineStyles() {
  return (
    <>
      {VARIABLES_CSS && <style data-mantine-styles dangerouslySetInnerHTML={{ __html: VARIABLES_CSS }} />}
      <style data-mantine-styles="classes" dangerouslySetInnerHTML={{ __html: CLASSES_CSS }} />
    </>
  );
}
