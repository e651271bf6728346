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
