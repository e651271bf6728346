import { describe, expect, it } from 'vitest';
import { contrastRatio } from '#common/theme/contrast';
import { brand, ink } from '#common/theme/theme';
import { colorsFor, mix, type Palette, schemes } from './palette';

type Token = keyof Palette;

// Every text colour the drawings use, on every background it sits on (WCAG AA: 4.5:1).
const textPairs: [Token, Token][] = [
  ...(['text', 'textSoft', 'muted', 'accentText'] as const).flatMap((fg) =>
    (['page', 'rail', 'surface', 'field', 'sunken', 'chip', 'accentTint'] as const).map(
      (bg): [Token, Token] => [fg, bg],
    ),
  ),
  ...(['green', 'amber', 'red', 'fuchsia', 'sky'] as const).flatMap((hue): [Token, Token][] => [
    [hue, `${hue}Soft`],
    [hue, 'surface'],
    [hue, 'page'],
  ]),
  ['accentText', 'accentSoft'],
  ['accentStrong', 'accentTint'],
  ['accentStrong', 'accentSoft'],
  ['textSoft', 'accentTint'],
  ['onAccent', 'accent'],
  ['onAccent', 'accentPressed'],
];

describe('drawing palettes', () => {
  it.each(schemes.flatMap((scheme) => textPairs.map(([fg, bg]) => [scheme, fg, bg] as const)))(
    '%s: %s on %s is at least 4.5:1',
    (scheme, fg, bg) => {
      const palette = colorsFor(scheme);
      expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('reads the brand and the dark surfaces from the theme', () => {
    expect(colorsFor('light').accent).toBe(brand[6]);
    expect(colorsFor('dark').accent).toBe(brand[5]);
    expect(colorsFor('dark').accentText).toBe(brand[3]);
    expect([colorsFor('dark').page, colorsFor('dark').surface]).toEqual([ink[7], ink[6]]);
  });

  it('gives both schemes the same tokens', () => {
    expect(Object.keys(colorsFor('dark')).sort()).toEqual(Object.keys(colorsFor('light')).sort());
  });

  it('mixes two colours channel by channel', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#102030', '#102030', 0.3)).toBe('#102030');
  });
});
