import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

// Testbeam's design tokens: one typeface, one type scale, the "beam" violet brand,
// a designed dark scale (tinted ink, not the library's greys) and the container every band
// shares. Components read these as CSS variables; theme.test.ts checks every text pair for
// WCAG AA (4.5:1).

/** The brand: an electric violet. White on shade 6 is 6.5:1, on shade 5 4.9:1. */
export const brand: MantineColorsTuple = [
  '#f1efff',
  '#e4e0ff',
  '#cbc2ff',
  '#ab9bff',
  '#8c74ff',
  '#7352f5',
  '#6139e6',
  '#5029c7',
  '#41229f',
  '#33207a',
];

/**
 * The dark scheme's scale, lightest (0) to darkest (9), tinted towards the brand's blue-violet.
 * Mantine maps it: 0 text, 2 dimmed, 4 borders, 6 raised surfaces, 7 the page.
 */
export const ink: MantineColorsTuple = [
  '#eef0f8',
  '#c9cde0',
  '#9ba1bd',
  '#737a99',
  '#3e4463',
  '#2b3050',
  '#1e2238',
  '#141729',
  '#0e1020',
  '#090a15',
];

/** The light scheme's neutrals, cool and faintly tinted like the dark scale. */
export const slate: MantineColorsTuple = [
  '#f6f7fb',
  '#eceef5',
  '#dde0ea',
  '#c4c8d8',
  '#9ba1b8',
  '#737a96',
  '#545a78',
  '#3d4260',
  '#262a42',
  '#14162a',
];

/** The served typeface (fonts.css, beside this file) and its metric-matched fallback. */
export const fontFamily =
  '"Inter Variable", "Inter Fallback", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

export const fontFamilyMonospace =
  'ui-monospace, SFMono-Regular, "JetBrains Mono", Menlo, Consolas, "Liberation Mono", monospace';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 5 },
  colors: { brand, dark: ink, gray: slate },
  black: slate[9],
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily,
  fontFamilyMonospace,
  headings: {
    fontFamily,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 1.45rem + 2.2vw, 3rem)', lineHeight: '1.1' },
      h2: { fontSize: 'clamp(1.5rem, 1.2rem + 1.3vw, 2.25rem)', lineHeight: '1.15' },
      h3: { fontSize: '1.25rem', lineHeight: '1.3' },
    },
  },
});

// Three text levels per scheme (heading, body, dimmed), plus anchors and errors. Mantine's own
// dimmed (gray-6 on white, 3.3:1) and error red (3.3:1) fail WCAG AA; these pairs are checked by
// theme.test.ts.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--tb-color-heading': 'var(--mantine-color-gray-9)',
    '--mantine-color-text': 'var(--mantine-color-gray-8)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-6)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--tb-color-surface': 'var(--mantine-color-white)',
    '--tb-color-band': 'var(--mantine-color-gray-0)',
  },
  dark: {
    '--tb-color-heading': 'var(--mantine-color-dark-0)',
    '--mantine-color-text': 'var(--mantine-color-dark-1)',
    '--mantine-color-dimmed': 'var(--mantine-color-dark-2)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-3)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--tb-color-surface': 'var(--mantine-color-dark-6)',
    '--tb-color-band': 'var(--mantine-color-dark-8)',
  },
});
