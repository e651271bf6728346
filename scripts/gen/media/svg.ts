// The smallest SVG toolkit the screens and the video frames need: strings in, strings out, so a
// drawing is a pure function of its data (and of time, for video frames).

import type { Icon } from '@tabler/icons-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { outlineTexts } from './outline';
import { fonts, type Palette } from './palette';

type Attrs = Record<string, string | number | undefined>;

export function esc(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function attrs(values: Attrs): string {
  let out = '';
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const shown = typeof value === 'number' ? String(round(value)) : esc(value);
    out += ` ${name}="${shown.replaceAll('"', '&quot;')}"`;
  }
  return out;
}

/** Two decimals are plenty on a 1200 px canvas and keep the files small. */
export const round = (value: number) => Math.round(value * 100) / 100;

export function el(tag: string, values: Attrs, children?: string): string {
  return children === undefined
    ? `<${tag}${attrs(values)}/>`
    : `<${tag}${attrs(values)}>${children}</${tag}>`;
}

export type Box = { x: number; y: number; w: number; h: number };

export function rect(box: Box, fill: string, extra: Attrs = {}): string {
  return el('rect', { x: box.x, y: box.y, width: box.w, height: box.h, fill, ...extra });
}

export type TextOptions = {
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  mono?: boolean;
  opacity?: number;
};

export function text(x: number, y: number, content: string, options: TextOptions = {}): string {
  // Without a fill the text inherits the document's (svgDocument sets the palette's text colour).
  const { size = 15, weight, fill, anchor, mono, opacity } = options;
  return el(
    'text',
    {
      x,
      y,
      'font-size': size,
      'font-weight': weight,
      fill,
      'text-anchor': anchor,
      class: mono ? 'm' : undefined,
      opacity,
    },
    esc(content),
  );
}

/** A rough text width, for sizing pills and buttons; generous so no font overflows them. */
export function textWidth(content: string, size: number, mono = false): number {
  return content.length * size * (mono ? 0.62 : 0.56);
}

const iconCache = new Map<Icon, string>();

/** A Tabler icon (the same set the site uses), drawn at x, y in a stroke colour. */
export function icon(component: Icon, x: number, y: number, size: number, stroke: string): string {
  let inner = iconCache.get(component);
  if (inner === undefined) {
    const markup = renderToStaticMarkup(createElement(component, { size: 24, stroke: 1.75 }));
    inner = markup.slice(markup.indexOf('>') + 1, markup.lastIndexOf('</svg>'));
    iconCache.set(component, inner);
  }
  return el(
    'svg',
    {
      x,
      y,
      width: size,
      height: size,
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke,
      'stroke-width': 1.75,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    },
    inner,
  );
}

/**
 * A whole SVG document: fixed size, a <title> for assistive technology, and the palette's text
 * colour as the fill every unpainted text inherits. With `outline`, the text is set as glyph
 * outlines (./outline.ts), for pictures a page shows with <img>; otherwise the fonts are named
 * once, for the video frames, which are rasterised with Inter installed.
 */
export function svgDocument(
  width: number,
  height: number,
  title: string,
  body: string,
  palette: Palette,
  options: { outline?: boolean } = {},
): string {
  const content = options.outline
    ? outlineTexts(body)
    : `<style>text{font-family:${fonts.sans}}.m{font-family:${fonts.mono}}</style>${body}`;
  return `${el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
      role: 'img',
      fill: palette.text,
    },
    `<title>${esc(title)}</title>${content}`,
  )}\n`;
}
