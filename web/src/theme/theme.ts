import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

// An indigo brand palette. Shade 6 is the filled colour in both schemes: white on it is 6.3:1,
// where Mantine's default blue-6 is only 3.55:1 (WCAG AA asks 4.5:1 for text).
export const brand: MantineColorsTuple = [
  '#eef2ff',
  '#e0e7ff',
  '#c7d2fe',
  '#a5b4fc',
  '#818cf8',
  '#6366f1',
  '#4f46e5',
  '#4338ca',
  '#3730a3',
  '#312e81',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 6 },
  colors: { brand },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace:
    'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: { fontWeight: '700' },
});

// Mantine's dimmed text (gray-6 on white, 3.3:1), light-scheme anchors and error text fail WCAG AA; these
// pairs are checked by theme.test.ts.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-7)',
    // Mantine's red-6 error text is 3.3:1 on white.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-3)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
