// @vitest-environment node
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MantineStyles, STATIC_STYLES_PROPS } from './mantine-styles';
import { cssVariablesResolver, theme } from './theme';

const styles = (html: string) => html.match(/<style[\s\S]*?<\/style>/g) ?? [];

describe('Mantine’s styles written once (issue #33.3)', () => {
  it('are the <style> elements MantineProvider writes itself, in its order', () => {
    const mantine = renderToString(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <main />
      </MantineProvider>,
    );
    const ours = renderToString(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" {...STATIC_STYLES_PROPS}>
        <MantineStyles />
        <main />
      </MantineProvider>,
    );
    expect(styles(mantine)).toHaveLength(2);
    expect(styles(ours)).toEqual(styles(mantine));
    // Our resolver's colours are in them (WCAG AA dimmed text and field errors).
    expect(styles(ours)[0]).toContain('--mantine-color-dimmed: #495057');
  });
});
