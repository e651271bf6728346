// The Micro SaaS design previews (web/public/images/products/): early designs of a product that
// is not built yet, so they have no navigation rail and carry a "Design preview" badge.

import { brandBar, windowFrame } from '../app-frame';
import type { Palette } from '../palette';
import { type Box, el, text } from '../svg';
import { button, panel, pill } from '../widgets';
import { heading } from './common';

export type Preview = (palette: Palette, width: number, height: number) => string;

/** The window, the top bar and the page heading every preview shares. */
function previewFrame(
  palette: Palette,
  width: number,
  crumb: string,
  title: string,
  subtitle: string,
): string {
  const body: Box = { x: 40, y: 88, w: width - 80, h: 0 };
  return (
    brandBar(palette, width, ['Micro SaaS Solutions', crumb], 180) +
    pill(width - 150, 18, 'Design preview', palette.amber, palette.amberSoft, 13).svg +
    heading(palette, body, title, subtitle)
  );
}

type Tone = readonly [fg: string, bg: string];

const tones = (
  palette: Palette,
): Record<'data' | 'logic' | 'interface' | 'brand' | 'support', Tone> => ({
  data: [palette.green, palette.greenSoft],
  logic: [palette.fuchsia, palette.fuchsiaSoft],
  interface: [palette.sky, palette.skySoft],
  brand: [palette.accentText, palette.accentSoft],
  support: [palette.amber, palette.amberSoft],
});

const arrow = (palette: Palette, x: number) =>
  el('path', {
    d: `M${x} 300h28m-8-7 8 7-8 7`,
    fill: 'none',
    stroke: palette.lineStrong,
    'stroke-width': 2.5,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });

export const blueprint: Preview = (palette, width, height) => {
  const tone = tones(palette);
  let out = windowFrame(palette, width, height);
  out += previewFrame(
    palette,
    width,
    'Blueprint',
    'App blueprint',
    'Late-shipment alerts for online shops, assembled from APIs you already test',
  );
  const steps = [
    ['DATA', tone.data, 'Orders API', 'GET /orders?status=open', 120],
    ['LOGIC', tone.logic, 'Flag late shipments', 'AI rule: promised date < today', 140],
    ['INTERFACE', tone.interface, 'Customer status page', 'Branded page + weekly email', 160],
    ['BILLING', tone.brand, 'Monthly plan', 'Subscriptions handled for you', 180],
  ] as const;
  steps.forEach(([tag, [fg, bg], title, detail, done], index) => {
    const x = 40 + index * 286;
    out += panel(palette, { x, y: 200, w: 250, h: 200 });
    out += pill(x + 20, 220, tag, fg, bg).svg;
    out += text(x + 20, 290, title, { size: 17, weight: 700 });
    out += text(x + 20, 318, detail, { size: 13, fill: palette.muted });
    out += el('rect', { x: x + 20, y: 345, width: 210, height: 8, rx: 4, fill: bg });
    out += el('rect', { x: x + 20, y: 345, width: done, height: 8, rx: 4, fill: fg });
    if (index < 3) out += arrow(palette, x + 254);
  });
  out += panel(palette, { x: 40, y: 440, w: width - 80, h: 270 }, palette.sunken);
  out += text(64, 480, 'Generated from your description', { size: 17, weight: 700 });
  [
    '“Email store owners every Monday with orders that missed their promised ship date,',
    ' and give their customers a page to check the status of an order.”',
  ].forEach((line, index) => {
    out += text(64, 520 + index * 26, line, { size: 15, fill: palette.textSoft });
  });
  let px = 64;
  for (const [label, [fg, bg]] of [
    ['3 API calls', tone.data],
    ['1 AI rule', tone.logic],
    ['2 screens', tone.interface],
    ['Ready to review', tone.brand],
  ] as const) {
    const chip = pill(px, 600, label, fg, bg, 13);
    out += chip.svg;
    px += chip.width + 12;
  }
  return out + button(palette, 64, 650, 'Review the app');
};

const weeklyCustomers =
  '84,654 144,644 204,639 264,628 324,616 384,602 444,580 504,561 564,530 624,498 684,452 744,389';

export const launch: Preview = (palette, width, height) => {
  let out = windowFrame(palette, width, height);
  out += previewFrame(
    palette,
    width,
    'Launch',
    'Launch and run',
    'Hosting, sign-in, billing and monitoring included with every app',
  );
  out += pill(width - 94, 98, 'Live', palette.green, palette.greenSoft, 14).svg;
  const stats = [
    ['Active customers', '342'],
    ['Requests today', '18.4K'],
    ['Uptime, 30 days', '99.9%'],
    ['Open issues', '0'],
  ] as const;
  stats.forEach(([label, value], index) => {
    const x = 40 + index * 286;
    out += panel(palette, { x, y: 180, w: 250, h: 110 });
    out += text(x + 20, 218, label, { size: 13, weight: 600, fill: palette.muted });
    out += text(x + 20, 266, value, { size: 32, weight: 700 });
  });
  out += panel(palette, { x: 40, y: 320, w: 730, h: 390 });
  out += text(64, 360, 'Customers over the first 12 weeks', { size: 17, weight: 700 });
  for (let y = 400; y <= 680; y += 70) {
    out += el('line', { x1: 64, x2: 746, y1: y, y2: y, stroke: palette.line });
  }
  out += el('polyline', {
    points: weeklyCustomers,
    fill: 'none',
    stroke: palette.accent,
    'stroke-width': 3.5,
    'stroke-linejoin': 'round',
    'stroke-linecap': 'round',
  });
  out += panel(palette, { x: 800, y: 320, w: 360, h: 390 }, palette.sunken);
  out += text(824, 360, 'Included', { size: 17, weight: 700 });
  [
    'Managed hosting and scaling',
    'Sign-in for your customers',
    'Subscriptions and invoices',
    'Usage and error monitoring',
    'Your brand and domain',
  ].forEach((label, index) => {
    const y = 400 + index * 56;
    out += el('circle', { cx: 836, cy: y, r: 11, fill: palette.greenSoft });
    out += el('path', {
      d: `M831 ${y}l4 4 7-8`,
      fill: 'none',
      stroke: palette.green,
      'stroke-width': 2.2,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
    out += text(858, y + 5, label, { size: 15, weight: 500, fill: palette.textSoft });
  });
  return out;
};

export const templates: Preview = (palette, width, height) => {
  const tone = tones(palette);
  let out = windowFrame(palette, width, height);
  out += previewFrame(
    palette,
    width,
    'Templates',
    'Start from a template',
    'Small, focused apps built on public and private APIs',
  );
  const cards = [
    ['Price tracker', 'Watches competitor prices and alerts on changes', 'E-commerce', tone.data],
    [
      'SEO health monitor',
      'Weekly Search Console and PageSpeed report',
      'Marketing',
      tone.interface,
    ],
    ['Lead enricher', 'Adds company data to new sign-ups', 'Sales', tone.logic],
    ['Review digest', 'Summarizes new reviews with AI every morning', 'Support', tone.support],
    ['Invoice reminders', 'Chases unpaid invoices on a schedule', 'Finance', tone.brand],
    ['Status page', 'Public uptime page for your own APIs', 'Developer tools', tone.data],
  ] as const;
  cards.forEach(([title, detail, tag, [fg, bg]], index) => {
    const x = 40 + (index % 3) * 380;
    const y = 180 + Math.floor(index / 3) * 270;
    out += panel(palette, { x, y, w: 350, h: 240 });
    out += el('rect', { x: x + 20, y: y + 20, width: 310, height: 100, rx: 10, fill: bg });
    out += el('path', {
      d: `M${x + 40} ${y + 100} l50 -35 l45 20 l60 -45 l55 25 l40 -20`,
      fill: 'none',
      stroke: fg,
      'stroke-width': 3,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
    out += text(x + 20, y + 155, title, { size: 18, weight: 700 });
    out += text(x + 20, y + 182, detail, { size: 13, fill: palette.muted });
    out += pill(x + 20, y + 200, tag, fg, bg).svg;
  });
  return out;
};

/** Keyed by the file name in web/public/images/products/. */
export const previews: Record<string, Preview> = {
  'micro-saas-blueprint': blueprint,
  'micro-saas-launch': launch,
  'micro-saas-templates': templates,
};
