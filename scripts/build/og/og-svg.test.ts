import { describe, expect, it } from 'vitest';
import { fitTitle } from './cards';
import { ogSvg, wrapLines } from './og-svg';

// A stand-in for resvg's measurement: every character is 10 px wide per 20 px of font size.
const measure = (text: string, size: number) => (text.length * size) / 2;

describe('wrapLines', () => {
  it('fills each line with as many words as fit', () => {
    expect(wrapLines('one two three four', 90, (line) => line.length * 10)).toEqual([
      'one two',
      'three',
      'four',
    ]);
  });

  it('wraps as adding one word at a time would, in a few measures a line', () => {
    const text = 'a bb ccc dddd eeeee ffffff g hh iii jjjj kkkkk llllll mm n ooooo pp '
      .repeat(4)
      .trim();
    const greedy = (maxWidth: number, width: (line: string) => number) => {
      const lines: string[] = [];
      for (const word of text.split(' ')) {
        const last = lines.at(-1);
        if (last !== undefined && width(`${last} ${word}`) <= maxWidth) {
          lines[lines.length - 1] = `${last} ${word}`;
        } else lines.push(word);
      }
      return lines;
    };
    for (const maxWidth of [30, 55, 120, 300, 760]) {
      let calls = 0;
      const width = (line: string) => {
        calls += 1;
        return line.length * 10;
      };
      const lines = wrapLines(text, maxWidth, width);
      expect(lines, String(maxWidth)).toEqual(greedy(maxWidth, (line) => line.length * 10));
      if (maxWidth >= 300) expect(calls).toBeLessThan(text.split(' ').length / 2);
    }
    expect(wrapLines('unbreakable', 50, (line) => line.length * 10)).toEqual(['unbreakable']);
  });
});

describe('fitTitle', () => {
  it('uses the largest size at which the title fits in three lines', () => {
    expect(fitTitle('Short title', measure)).toEqual({
      titleLines: ['Short title'],
      titleSize: 64,
    });
    const long = fitTitle('word '.repeat(15).trim(), measure);
    expect(long.titleSize).toBe(56);
    expect(long.titleLines.length).toBeLessThanOrEqual(3);
  });

  it('refuses a title that fits at no size', () => {
    expect(() => fitTitle('word '.repeat(200).trim(), measure)).toThrow('Title too long');
  });
});

describe('ogSvg', () => {
  it('writes the escaped title lines, the label and the footer in Inter', () => {
    const svg = ogSvg({
      art: '<rect/>',
      eyebrow: 'Comparisons',
      titleLines: ['Testbeam vs Postman', '& Insomnia'],
      titleSize: 64,
      footer: 'Maya Lindqvist · May 14, 2024',
      logo: '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><title>T</title></svg>',
    });
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"[^>]*font-family="Inter"/);
    expect(svg).toContain('>&amp; Insomnia</text>');
    expect(svg).toContain('>Comparisons</text>');
    expect(svg).toContain('<svg x="72" y="64" width="56" height="56" xmlns=');
  });
});
