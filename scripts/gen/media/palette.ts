// The colours of the drawn product UI, one palette per colour scheme. Brand and neutrals come from
// the site's theme (common/theme/theme.ts), so the drawings follow a rebrand; the status hues are
// the ones an API client needs. Every drawing takes a Palette, so a screen is drawn once and comes
// out light or dark. palette.test.ts checks every text pair for WCAG AA (4.5:1).

import { brand, ink, slate } from '#common/theme/theme';

export type Scheme = 'light' | 'dark';
export const schemes: readonly Scheme[] = ['light', 'dark'];

/** `from` blended towards `to` by `amount` (0..1): a tint laid over a surface, as one opaque hex. */
export function mix(from: string, to: string, amount: number): string {
  const channel = (hex: string, index: number) =>
    Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const blended = [0, 1, 2].map((index) =>
    Math.round(channel(from, index) + (channel(to, index) - channel(from, index)) * amount),
  );
  return `#${blended.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

const shade = (scale: readonly string[], index: number): string => {
  const value = scale[index];
  if (value === undefined) throw new Error(`No shade ${index}`);
  return value;
};
const brandShade = (index: number) => shade(brand, index);
const inkShade = (index: number) => shade(ink, index);
const slateShade = (index: number) => shade(slate, index);

export type Palette = {
  /** The window behind everything. */
  page: string;
  /** The navigation rail. */
  rail: string;
  /** Panels, cards and default buttons. */
  surface: string;
  /** Text inputs and the request bar. */
  field: string;
  /** Table headers and the search box: a step back from the surface. */
  sunken: string;
  /** Neutral chips such as "184 ms". */
  chip: string;
  line: string;
  lineStrong: string;
  text: string;
  textSoft: string;
  muted: string;
  /** Filled buttons, bars and the primary series of a chart. */
  accent: string;
  accentPressed: string;
  /** Text and icons on accent. */
  onAccent: string;
  /** Brand-coloured text on a surface. */
  accentText: string;
  /** Brand-coloured icons and strokes (3:1 is enough for graphics). */
  accentIcon: string;
  /** Strong brand text on accentTint or accentSoft. */
  accentStrong: string;
  /** Chips and selected rows. */
  accentSoft: string;
  /** Banners and AI suggestions: the faintest brand wash. */
  accentTint: string;
  accentLine: string;
  logoDot: string;
  green: string;
  greenSoft: string;
  amber: string;
  amberSoft: string;
  red: string;
  redSoft: string;
  /** MCP and key-value stores: kept apart from the violet brand. */
  fuchsia: string;
  fuchsiaSoft: string;
  sky: string;
  skySoft: string;
  /** A second and third chart series, next to accent. */
  series2: string;
  series3: string;
  /** Laid at half opacity over the window behind a dialog. */
  scrim: string;
};

const light: Palette = {
  page: '#ffffff',
  rail: slateShade(0),
  surface: '#ffffff',
  field: '#ffffff',
  sunken: slateShade(0),
  chip: slateShade(1),
  line: slateShade(2),
  lineStrong: slateShade(3),
  text: slateShade(9),
  textSoft: slateShade(7),
  muted: slateShade(6),
  accent: brandShade(6),
  accentPressed: brandShade(8),
  onAccent: '#ffffff',
  accentText: brandShade(7),
  accentIcon: brandShade(6),
  accentStrong: brandShade(8),
  accentSoft: brandShade(1),
  accentTint: brandShade(0),
  accentLine: brandShade(2),
  logoDot: brandShade(3),
  green: '#15803d',
  greenSoft: '#dcfce7',
  amber: '#b45309',
  amberSoft: '#fef3c7',
  red: '#b91c1c',
  redSoft: '#fee2e2',
  fuchsia: '#a21caf',
  fuchsiaSoft: '#fae8ff',
  sky: '#0369a1',
  skySoft: '#e0f2fe',
  series2: '#0ea5e9',
  series3: '#f59e0b',
  scrim: slateShade(8),
};

// Dark surfaces are the theme's ink scale; tints are the hue laid over a panel, as a translucent
// colour would look, so chips read as part of the surface rather than pasted on.
const panelDark = inkShade(6);
const tint = (hue: string, amount: number) => mix(panelDark, hue, amount);

const dark: Palette = {
  page: inkShade(7),
  rail: inkShade(8),
  surface: panelDark,
  field: inkShade(7),
  sunken: inkShade(7),
  chip: inkShade(5),
  line: inkShade(5),
  lineStrong: inkShade(4),
  text: inkShade(0),
  textSoft: inkShade(1),
  muted: inkShade(2),
  accent: brandShade(5),
  accentPressed: brandShade(7),
  onAccent: '#ffffff',
  accentText: brandShade(3),
  accentIcon: brandShade(4),
  accentStrong: brandShade(2),
  accentSoft: tint(brandShade(5), 0.32),
  accentTint: tint(brandShade(5), 0.14),
  accentLine: tint(brandShade(4), 0.45),
  logoDot: brandShade(3),
  green: '#4ade80',
  greenSoft: tint('#22c55e', 0.2),
  amber: '#fbbf24',
  amberSoft: tint('#f59e0b', 0.2),
  red: '#f87171',
  redSoft: tint('#ef4444', 0.2),
  fuchsia: '#f0abfc',
  fuchsiaSoft: tint('#d946ef', 0.2),
  sky: '#7dd3fc',
  skySoft: tint('#0ea5e9', 0.2),
  series2: '#38bdf8',
  series3: '#fbbf24',
  scrim: inkShade(9),
};

export const palettes: Record<Scheme, Palette> = { light, dark };

export function colorsFor(scheme: Scheme): Palette {
  return palettes[scheme];
}

export const fonts = {
  sans: "'Inter Variable',Inter,'Segoe UI',system-ui,-apple-system,Roboto,'Helvetica Neue',Arial,'DejaVu Sans',sans-serif",
  mono: "ui-monospace,SFMono-Regular,Menlo,Consolas,'DejaVu Sans Mono',monospace",
};
