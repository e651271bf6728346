import { readFileSync } from 'node:fs';
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { brand, cssVariablesResolver, fontFamily, ink, slate, theme } from './theme';

const { red, green, orange } = DEFAULT_THEME.colors;
const white = '#ffffff';
const resolved = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as never);
const palettes = { brand, gray: slate, dark: ink, red, green, orange, white: [white] };

/** Resolves `var(--mantine-color-NAME-N)` (or `var(--mantine-color-white)`) against the palettes. */
function colour(value: string | undefined): string {
  if (value === 'var(--mantine-color-white)') return white;
  const match = value?.match(/--mantine-color-(\w+)-(\d)/);
  if (!match) throw new Error(`not a palette reference: ${value}`);
  return palettes[match[1] as keyof typeof palettes][Number(match[2])] as string;
}

type Scheme = 'light' | 'dark';
const token = (scheme: Scheme, name: string) =>
  colour((resolved[scheme] as Record<string, string>)[name]);
/** Mantine's page colour: white in the light scheme, dark-7 in the dark one. */
const page = { light: white, dark: ink[7] } as const;
const surfaces = (scheme: Scheme) =>
  [
    ['page', page[scheme]],
    ['raised surface', token(scheme, '--tb-color-surface')],
    ['band', token(scheme, '--tb-color-band')],
  ] as const;

describe('theme contrast (WCAG AA, 4.5:1 for text)', () => {
  const texts = ['--tb-color-heading', '--mantine-color-text', '--mantine-color-dimmed'];
  const links = ['--mantine-color-anchor', '--mantine-color-error'];
  const pairs = (['light', 'dark'] as const).flatMap((scheme) =>
    surfaces(scheme).flatMap(([surface, background]) =>
      [...texts, ...links].map(
        (name) =>
          [`${scheme}: ${name} on the ${surface}`, token(scheme, name), background] as const,
      ),
    ),
  );
  it.each(pairs)('%s', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  const shade = theme.primaryShade as { light: number; dark: number };
  it.each([
    ['white on the filled primary colour (light)', white, brand[shade.light]],
    ['white on the filled primary colour (dark)', white, brand[shade.dark]],
    ['white on the hero button (brand-6 to brand-7)', white, brand[6]],
    ['white on the hero button at its darkest', white, brand[7]],
    ['brand-8 text on the white cta button', brand[8], white],
    ['white on the destructive button', white, red[9]],
    ['white on the call-to-action band (brand-8 to brand-9)', white, brand[8]],
    ['brand-0 text on the call-to-action band', brand[0], brand[8]],
    ['light anchor text on the secondary button (brand-0)', brand[7], brand[0]],
  ])('%s is at least 4.5:1', (_name, foreground, background) => {
    expect(contrastRatio(foreground as string, background as string)).toBeGreaterThanOrEqual(4.5);
  });

  // Icons are not text: WCAG 1.4.11 asks 3:1 against their background.
  it.each([
    ['the done-state check on green-9', white, green[9]],
    ['the awaiting-approval hand on orange-9', white, orange[9]],
  ])('%s is at least 3:1', (_name, foreground, background) => {
    expect(contrastRatio(foreground as string, background as string)).toBeGreaterThanOrEqual(3);
  });

  it('makes headings stronger than body text and body text stronger than dimmed, per scheme', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const on = page[scheme];
      const heading = contrastRatio(token(scheme, '--tb-color-heading'), on);
      const body = contrastRatio(token(scheme, '--mantine-color-text'), on);
      const dimmed = contrastRatio(token(scheme, '--mantine-color-dimmed'), on);
      expect(heading, scheme).toBeGreaterThan(body);
      expect(body, scheme).toBeGreaterThan(dimmed);
    }
  });

  it('tints the dark scheme instead of using grey (blue above red in every shade)', () => {
    for (const hex of ink) {
      const [r, , b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
      expect(b, hex).toBeGreaterThan(r as number);
    }
  });

  it('knows a failing pair when it sees one (Mantine default blue with white)', () => {
    expect(contrastRatio(white, DEFAULT_THEME.colors.blue[6])).toBeLessThan(4.5);
  });
});

describe('the web font and its fallback (fonts.css)', () => {
  const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');
  const face = (family: string) =>
    [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
      .map(([, body]) => body ?? '')
      .find((body) => body.includes(`font-family: '${family}'`)) ?? '';

  it('draws Inter first, then the metric-matched fallback', () => {
    expect(fontFamily.startsWith('"Inter Variable", "Inter Fallback", ')).toBe(true);
  });

  it('never swaps faces after the first paint, so nothing on it moves', () => {
    expect(face('Inter Variable')).toMatch(/font-display:\s*optional;/);
    expect(face('Inter Fallback')).toMatch(/size-adjust:/);
  });
});
