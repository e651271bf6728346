import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { brand, cssVariablesResolver, theme } from './theme';

const { gray, dark, red } = DEFAULT_THEME.colors;
const white = '#ffffff';
const resolved = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as never);

/** Resolves `var(--mantine-color-NAME-N)` against the palettes. */
function colour(value: string | undefined): string {
  const match = value?.match(/--mantine-color-(\w+)-(\d)/);
  if (!match) throw new Error(`not a palette reference: ${value}`);
  const palette = { brand, gray, dark, red }[match[1] as 'brand' | 'gray' | 'dark' | 'red'];
  return palette[Number(match[2])] as string;
}

describe('theme contrast (WCAG AA, 4.5:1 for text)', () => {
  const shade = theme.primaryShade as { light: number; dark: number };
  it.each([
    ['white on the filled primary colour (light)', white, brand[shade.light]],
    ['white on the filled primary colour (dark)', white, brand[shade.dark]],
    ['dimmed text on the light body', colour(resolved.light['--mantine-color-dimmed']), white],
    ['anchors on the light body', colour(resolved.light['--mantine-color-anchor']), white],
    ['dimmed text on the dark body', colour(resolved.dark['--mantine-color-dimmed']), dark[7]],
    ['anchors on the dark body', colour(resolved.dark['--mantine-color-anchor']), dark[7]],
    ['body text on the dark body', dark[0], dark[7]],
    ['error text on the light body', colour(resolved.light['--mantine-color-error']), white],
    ['error text on the dark body', colour(resolved.dark['--mantine-color-error']), dark[7]],
  ])('%s is at least 4.5:1', (_name, foreground, background) => {
    expect(contrastRatio(foreground as string, background as string)).toBeGreaterThanOrEqual(4.5);
  });

  it('knows a failing pair when it sees one (Mantine default blue with white)', () => {
    expect(contrastRatio(white, DEFAULT_THEME.colors.blue[6])).toBeLessThan(4.5);
  });
});
