import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: 7,
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  headings: { fontWeight: '700' },
});
