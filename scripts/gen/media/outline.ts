// Sets a drawing's text as glyph outlines: every <text> (with its <tspan>s) becomes <path>s of
// Inter's glyphs, or JetBrains Mono's for the `m` class, shaped by HarfBuzz from the TTFs the OG
// images and the videos use. A picture shown with <img> cannot use the page's fonts, so its text
// was set in whatever the visitor's system had (DejaVu Sans here, Roboto on Android) and laid out
// by the browser in a document of its own: on the low-end phone that layout was most of the delay
// between the home page's hero picture arriving and being drawn (record 0074). Outlines are drawn
// like any other shape, in the site's typeface on every system.
//
// It reads back what `text()` and `el('tspan', …)` in ./svg.ts write, and nothing else: any other
// attribute or markup inside a <text> throws, so a new drawing feature cannot be dropped silently.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as hb from 'harfbuzzjs';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

const interFiles: Record<number, string> = {
  400: '400Regular/Inter_400Regular.ttf',
  500: '500Medium/Inter_500Medium.ttf',
  600: '600SemiBold/Inter_600SemiBold.ttf',
  700: '700Bold/Inter_700Bold.ttf',
};
const monoFiles: Record<number, string> = {
  400: '400Regular/JetBrainsMono_400Regular.ttf',
  500: '500Medium/JetBrainsMono_500Medium.ttf',
  600: '600SemiBold/JetBrainsMono_600SemiBold.ttf',
  700: '700Bold/JetBrainsMono_700Bold.ttf',
};

type Face = { key: string; font: hb.Font; upem: number };
const faces = new Map<string, Face>();

function faceFor(mono: boolean, weight: number): Face {
  const key = `${mono ? 'mono' : 'sans'} ${weight}`;
  let face = faces.get(key);
  if (!face) {
    const file = (mono ? monoFiles : interFiles)[weight];
    if (!file) throw new Error(`outline: no ${mono ? 'mono' : 'sans'} font of weight ${weight}`);
    const dir = packageDir(mono ? '@expo-google-fonts/jetbrains-mono' : '@expo-google-fonts/inter');
    const hbFace = new hb.Face(new hb.Blob(new Uint8Array(readFileSync(join(dir, file)))));
    face = { key, font: new hb.Font(hbFace), upem: hbFace.upem };
    faces.set(key, face);
  }
  return face;
}

/**
 * Outlines are written in hundredths of an em, whole numbers, and scaled to the text's size by
 * the path's transform: a glyph is then the same string at every size it is drawn in. Rounding
 * moves a point by at most half a unit, 0.08 px at 16 px.
 */
export const UNITS_PER_EM = 100;
const round = (value: number) => Math.round(value) || 0;

/** Whole numbers joined as SVG path data allows: a space only where a minus sign is not one. */
function joinNumbers(values: number[]): string {
  return values
    .map((value, i) => {
      const text = String(round(value));
      return i === 0 || text.startsWith('-') ? text : ` ${text}`;
    })
    .join('');
}

type GlyphPath = { start: [number, number]; rest: string };
const glyphCache = new Map<string, GlyphPath | null>();

/**
 * A glyph's outline: its first point, and the rest in relative commands. The relative part is
 * rounded in the glyph's own frame, so every copy of a glyph is the same string
 * (which compresses to almost nothing) and no rounding error adds up along a line.
 */
function glyphPath(face: Face, glyph: number): GlyphPath | null {
  const cacheKey = `${face.key} ${glyph}`;
  const cached = glyphCache.get(cacheKey);
  if (cached !== undefined) return cached;
  const scale = UNITS_PER_EM / face.upem;
  let start: [number, number] | null = null;
  let rest = '';
  let current: [number, number] = [0, 0];
  let subpathStart: [number, number] = [0, 0];
  let previous = '';
  for (const { type, values } of face.font.glyphToJson(glyph)) {
    if (type === 'Z') {
      rest += 'z';
      previous = 'z';
      current = subpathStart;
      continue;
    }
    // Font units are y-up; SVG is y-down.
    const points: [number, number][] = [];
    for (let i = 0; i + 1 < values.length; i += 2) {
      const [x = 0, y = 0] = values.slice(i, i + 2);
      points.push([round(x * scale), round(-y * scale)]);
    }
    const end = points.at(-1);
    if (!end) throw new Error(`outline: glyph ${glyph} has an empty ${type}`);
    if (start === null) {
      if (type !== 'M') throw new Error(`outline: glyph ${glyph} starts with ${type}`);
      start = end;
    } else {
      const deltas = points.flatMap(([x, y]) => [x - current[0], y - current[1]]);
      let command = type.toLowerCase();
      let numbers = deltas;
      if (command === 'l') {
        const [dx = 0, dy = 0] = deltas;
        if (dx === 0 && dy === 0) continue;
        if (dy === 0) [command, numbers] = ['h', [dx]];
        else if (dx === 0) [command, numbers] = ['v', [dy]];
      }
      // A command that repeats leaves out its letter (not `m`: a pair after it is a line).
      const written = joinNumbers(numbers);
      if (command !== previous || command === 'm') rest += command + written;
      else rest += written.startsWith('-') ? written : ` ${written}`;
      previous = command;
    }
    current = end;
    if (type === 'M') subpathStart = end;
  }
  const result = start === null ? null : { start, rest };
  glyphCache.set(cacheKey, result);
  return result;
}

const noLigatures = [hb.Feature.fromString('-calt')].filter((feature) => feature !== undefined);

export type Run = { text: string; weight: number; fill?: string };
export type Anchor = 'start' | 'middle' | 'end';

/**
 * A line of runs set from (x, y) on the baseline: path data per run in UNITS_PER_EM units from
 * the line's start, the transform that places and scales it, and the line's advance in user units.
 * Each font keeps its own advances (JetBrains Mono's 0.6 em, the width of the mono fonts the
 * pictures fell back to before) and kerning.
 */
export function setLine(
  runs: readonly Run[],
  at: { x: number; y: number; size: number; mono: boolean; anchor?: Anchor },
) {
  const { size, mono } = at;
  let pen = 0;
  const shaped = runs.map((run) => {
    const face = faceFor(mono, run.weight);
    const buffer = new hb.Buffer();
    buffer.addText(run.text);
    buffer.guessSegmentProperties();
    // Contextual alternates off: JetBrains Mono would join `=>` and `//` into ligatures.
    hb.shape(face.font, buffer, mono ? noLigatures : []);
    const scale = UNITS_PER_EM / face.upem;
    let d = '';
    for (const info of buffer.getGlyphInfosAndPositions()) {
      if (info.codepoint === 0) {
        const char = String.fromCodePoint(run.text.codePointAt(info.cluster) ?? 0);
        throw new Error(`outline: "${char}" is not in the ${face.key} font`);
      }
      const path = glyphPath(face, info.codepoint);
      if (path) {
        const x = pen + (info.xOffset ?? 0) * scale + path.start[0];
        const y = -(info.yOffset ?? 0) * scale + path.start[1];
        d += `M${joinNumbers([x, y])}${path.rest}`;
      }
      pen += (info.xAdvance ?? 0) * scale;
    }
    return { ...run, d };
  });
  const k = size / UNITS_PER_EM;
  const width = pen * k;
  const shift = at.anchor === 'middle' ? -width / 2 : at.anchor === 'end' ? -width : 0;
  // Positions to a hundredth of a unit, as the drawings' own numbers (./svg.ts); the scale exact.
  const place = (value: number) => String(Math.round(value * 100) / 100);
  const scale = String(Math.round(k * 1e6) / 1e6);
  return {
    width,
    transform: `matrix(${scale} 0 0 ${scale} ${place(at.x + shift)} ${place(at.y)})`,
    runs: shaped,
  };
}

const unescape = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

function attributes(source: string, allowed: readonly string[], where: string) {
  const values: Record<string, string> = {};
  const rest = source.replace(/\s([a-z-]+)="([^"]*)"/g, (_, name: string, value: string) => {
    if (!allowed.includes(name)) throw new Error(`outline: ${where} has ${name}="${value}"`);
    values[name] = unescape(value);
    return '';
  });
  if (rest.trim() !== '') throw new Error(`outline: ${where} has "${rest.trim()}"`);
  return values;
}

const TEXT_ATTRS = [
  'x',
  'y',
  'font-size',
  'font-weight',
  'fill',
  'text-anchor',
  'class',
  'opacity',
];
const SPAN_ATTRS = ['fill', 'font-weight'];

/** SVG's default white space: runs of spaces are one, and a line does not start with one. */
const collapse = (runs: Run[]) => {
  let previousEndsInSpace = true;
  return runs
    .map((run) => {
      let text = run.text.replace(/\s+/g, ' ');
      if (previousEndsInSpace) text = text.replace(/^ /, '');
      if (text !== '') previousEndsInSpace = text.endsWith(' ');
      return { ...run, text };
    })
    .filter((run) => run.text !== '');
};

/** Every <text> of an SVG document set as outlines (see the top of this file). */
export function outlineTexts(svg: string): string {
  return svg.replace(
    /<text((?:\s[a-z-]+="[^"]*")*)>(.*?)<\/text>/gs,
    (_, source: string, body: string) => {
      const text = attributes(source, TEXT_ATTRS, '<text>');
      const weight = Number(text['font-weight'] ?? 400);
      const runs: Run[] = [];
      const leftover = body.replace(
        /<tspan((?:\s[a-z-]+="[^"]*")*)>([^<]*)<\/tspan>|([^<]+)/g,
        (_match, spanSource: string | undefined, spanText: string | undefined, plain?: string) => {
          if (plain !== undefined) {
            runs.push({ text: unescape(plain), weight });
          } else {
            const span = attributes(spanSource ?? '', SPAN_ATTRS, '<tspan>');
            runs.push({
              text: unescape(spanText ?? ''),
              weight: Number(span['font-weight'] ?? weight),
              fill: span.fill,
            });
          }
          return '';
        },
      );
      if (leftover !== '') throw new Error(`outline: <text> holds more than <tspan>s: "${body}"`);
      if (text.class !== undefined && text.class !== 'm') {
        throw new Error(`outline: <text> has class "${text.class}"`);
      }
      const line = setLine(collapse(runs), {
        x: Number(text.x ?? 0),
        y: Number(text.y ?? 0),
        size: Number(text['font-size'] ?? 16),
        mono: text.class === 'm',
        anchor: text['text-anchor'] as Anchor | undefined,
      });
      const paths = line.runs.filter((run) => run.d !== '');
      if (paths.length === 0) return '';
      const path = (d: string, fill: string | undefined, more = '') =>
        `<path${fill ? ` fill="${fill}"` : ''}${more} d="${d}"/>`;
      const opacity = text.opacity ? ` opacity="${text.opacity}"` : '';
      // A run without its own fill takes the text's, and the text's comes from the document.
      const [only] = paths;
      if (only && paths.length === 1) {
        return path(only.d, only.fill ?? text.fill, `${opacity} transform="${line.transform}"`);
      }
      const inner = paths.map((run) => path(run.d, run.fill ?? text.fill)).join('');
      return `<g${opacity} transform="${line.transform}">${inner}</g>`;
    },
  );
}
