import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startResvg } from '../../tooling/resvg';
import { outlineTexts, setLine } from './outline';
import { el, text } from './svg';

/** JetBrains Mono's advance: 600 units of its 1,000 per em. */
const MONO_ADVANCE = 0.6;

const require = createRequire(import.meta.url);
const fontBuffer = (pkg: string, file: string) =>
  new Uint8Array(readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), file)));
const fontBuffers = [
  fontBuffer('@expo-google-fonts/inter', '600SemiBold/Inter_600SemiBold.ttf'),
  fontBuffer('@expo-google-fonts/jetbrains-mono', '400Regular/JetBrainsMono_400Regular.ttf'),
];

const page = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="300">${body}</svg>`;

/** The ink's box as resvg draws it: resvg sets <text> with its own layout from the same TTFs. */
function inkBox(svg: string) {
  const resvg = new Resvg(svg, { font: { fontBuffers, loadSystemFonts: false } });
  const box = resvg.getBBox();
  resvg.free();
  if (!box) throw new Error('nothing drawn');
  return box;
}

describe('outlineTexts', () => {
  beforeAll(async () => {
    await startResvg(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  });

  it.each([
    ['Inter', 'Send a request, then check it', 600, undefined],
    ['Inter, centred', 'Response time, last 20 runs', 600, 'middle'],
    ['Inter, ending at x', 'AVATAR 200 OK', 600, 'end'],
  ] as const)(
    'draws %s where resvg sets the same text in the same font',
    (_, words, weight, anchor) => {
      const drawn = text(800, 150, words, { size: 48, weight, anchor });
      const outlined = outlineTexts(drawn);
      expect(outlined).not.toContain('<text');
      const asText = drawn.replace('<text ', '<text font-family="Inter" ');
      const want = inkBox(page(asText));
      const got = inkBox(page(outlined));
      // A hundredth of an em is 0.48 px at 48 px: the boxes agree to well within a pixel.
      for (const key of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(got[key] - want[key]), key).toBeLessThan(0.6);
      }
    },
  );

  it('sets mono text in JetBrains Mono on its own advance, where resvg sets it', () => {
    const line = setLine([{ text: '"status": ', weight: 400 }], {
      x: 0,
      y: 0,
      size: 14,
      mono: true,
    });
    expect(line.width).toBeCloseTo(10 * MONO_ADVANCE * 14, 6);
    const drawn = text(100, 150, 'https://api.acme-shop.dev/v1', { size: 40, mono: true });
    const want = inkBox(page(drawn.replace('<text ', '<text font-family="JetBrains Mono" ')));
    const got = inkBox(page(outlineTexts(drawn)));
    for (const key of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(got[key] - want[key]), key).toBeLessThan(0.6);
    }
  });

  it('writes a glyph as the same string at every size and place, scaled by the transform', () => {
    const small = outlineTexts(text(10, 20, 'aa', { size: 12 }));
    const large = outlineTexts(text(300, 90, 'a', { size: 40, fill: '#5029c7' }));
    const glyphs = (svg: string) =>
      [...svg.matchAll(/M[-.\d]+(?:[ -][-.\d]+)?([^M"]*)/g)].map((match) => match[1]);
    const [first, second] = glyphs(small);
    expect(first).toBe(second);
    expect(glyphs(large)[0]).toBe(first);
    expect(small).toContain('transform="matrix(0.12 0 0 0.12 10 20)"');
    expect(outlineTexts(text(1, 2, 'a', { size: 13.5 }))).toContain('matrix(0.135 0 0 0.135 1 2)');
    expect(large).toMatch(/^<path fill="#5029c7" transform="matrix\(0.4 0 0 0.4 300 90\)" d="M/);
  });

  it('keeps each tspan fill and weight, in one group that carries the text opacity', () => {
    const spans = `${el('tspan', { fill: '#15803d', 'font-weight': 700 }, '[1]')}${el('tspan', {}, ' cited')}`;
    const drawn = el(
      'text',
      { x: 5, y: 30, 'font-size': 15, fill: '#3d4260', opacity: 0.6 },
      spans,
    );
    const outlined = outlineTexts(drawn);
    expect(outlined).toMatch(
      /^<g opacity="0.6" transform="matrix\([^)]+\)"><path fill="#15803d" d="M/,
    );
    expect(outlined).toContain('<path fill="#3d4260" d="M');
    expect(outlined.match(/<path /g)).toHaveLength(2);
    // The second run starts where the first ended: bold "[1]" and a space.
    const boldWidth = setLine([{ text: '[1] ', weight: 700 }], {
      x: 0,
      y: 0,
      size: 15,
      mono: false,
    });
    const together = setLine(
      [
        { text: '[1]', weight: 700 },
        { text: ' cited', weight: 400 },
      ],
      { x: 0, y: 0, size: 15, mono: false },
    );
    expect(together.width).toBeGreaterThan(boldWidth.width);
  });

  it('leaves a text with nothing to draw out, and collapses white space as SVG does', () => {
    expect(outlineTexts(text(0, 0, '   '))).toBe('');
    const options = { size: 10, mono: true };
    expect(outlineTexts(text(0, 0, 'a  b', options))).toBe(
      outlineTexts(text(0, 0, 'a b', options)),
    );
    expect(outlineTexts(text(0, 0, ' a b', options))).toBe(
      outlineTexts(text(0, 0, 'a b', options)),
    );
    // setLine itself sets what it is given, spaces and all.
    const spaced = setLine([{ text: 'a  b', weight: 400 }], { x: 0, y: 0, ...options });
    expect(spaced.width).toBeCloseTo(4 * MONO_ADVANCE * 10, 6);
  });

  it('refuses what it cannot draw faithfully instead of dropping it', () => {
    expect(() => outlineTexts('<text x="0" y="0" font-style="italic">a</text>')).toThrow(
      'font-style',
    );
    expect(() => outlineTexts('<text x="0" y="0"><a href="#">a</a></text>')).toThrow(
      'more than <tspan>s: "<a href',
    );
    expect(() => outlineTexts(text(0, 0, '测试'))).toThrow('"测" is not in the sans 400 font');
    expect(() => outlineTexts(text(0, 0, 'a', { weight: 300 }))).toThrow('weight 300');
  });
});
