// Motifs drawn for one post rather than for its category: where two posts share a category, each
// still gets a cover of its own (covers.test.ts checks that all covers are different drawings).
import { type Motif, type Random, violet } from './cover-motifs';

const between = (random: Random, min: number, max: number) =>
  Math.round(min + random() * (max - min));

/** A checkmark inside a circle, or an empty ring, at cx, cy. */
function tick(cx: number, cy: number, on: boolean, shade: number, ink: number): string {
  return on
    ? `<circle cx="${cx}" cy="${cy}" r="14" fill="${violet[shade]}"/><path d="M${cx - 7} ${cy} l5 5 l9 -10" stroke="${violet[ink]}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`
    : `<circle cx="${cx}" cy="${cy}" r="12" fill="none" stroke="${violet[3]}" stroke-width="3" opacity="0.7"/>`;
}

/** Testbeam vs Postman: two panels face to face, a "vs" badge between them. */
function headToHead(random: Random): string {
  const panel = (x: number, lead: boolean) => {
    const rows = Array.from({ length: 5 }, (_, i) => {
      const y = 250 + i * 58;
      const width = between(random, 90, 150);
      return `${tick(x + 44, y, lead || i % 2 === 0, lead ? 6 : 4, 0)}<rect x="${x + 72}" y="${y - 8}" width="${width}" height="16" rx="8" fill="${violet[lead ? 2 : 3]}" opacity="${lead ? 1 : 0.75}"/>`;
    }).join('');
    return `<rect x="${x}" y="120" width="270" height="420" rx="26" fill="${violet[lead ? 0 : 8]}" ${lead ? '' : `stroke="${violet[4]}" stroke-width="3"`}/><rect x="${x + 30}" y="150" width="${lead ? 150 : 120}" height="30" rx="10" fill="${violet[lead ? 6 : 4]}"/>${rows}`;
  };
  return [
    panel(500, true),
    panel(880, false),
    `<circle cx="825" cy="330" r="46" fill="${violet[5]}" stroke="${violet[1]}" stroke-width="5"/>`,
    `<path d="M803 314 l11 32 l11 -32 M850 318 q-10 -8 -18 0 q-4 8 8 12 q12 4 8 12 q-8 8 -19 0" stroke="${violet[0]}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join('');
}

/** Testbeam vs Postman vs Insomnia: three profiles that cross on a six-axis radar. */
function threeWay(random: Random): string {
  const center = { x: 820, y: 320 };
  const radius = 220;
  const point = (axis: number, scale: number) => {
    const angle = (axis / 6) * Math.PI * 2 - Math.PI / 2;
    return {
      x: Math.round(center.x + Math.cos(angle) * radius * scale),
      y: Math.round(center.y + Math.sin(angle) * radius * scale),
    };
  };
  const ring = (scale: number) =>
    Array.from({ length: 6 }, (_, axis) => point(axis, scale))
      .map((p) => `${p.x},${p.y}`)
      .join(' ');
  const grid = [1, 2, 3]
    .map(
      (step) =>
        `<polygon points="${ring(step / 3)}" fill="none" stroke="${violet[3]}" stroke-width="2" opacity="0.4"/>`,
    )
    .join('');
  const spokes = Array.from({ length: 6 }, (_, axis) => {
    const end = point(axis, 1);
    return `<line x1="${center.x}" y1="${center.y}" x2="${end.x}" y2="${end.y}" stroke="${violet[3]}" stroke-width="2" opacity="0.4"/>`;
  }).join('');
  // Each tool is strong on two neighbouring axes of its own, so the shapes cross.
  const profiles = [
    { strong: 0, shade: 0, dash: undefined },
    { strong: 2, shade: 3, dash: undefined },
    { strong: 4, shade: 1, dash: '10 8' },
  ]
    .map(({ strong, shade, dash }) => {
      const corners = Array.from({ length: 6 }, (_, axis) => {
        const near = axis === strong || axis === (strong + 1) % 6;
        return point(axis, near ? 0.85 + random() * 0.15 : 0.3 + random() * 0.3);
      });
      const points = corners.map((p) => `${p.x},${p.y}`).join(' ');
      const dots = corners
        .map((p) => `<circle cx="${p.x}" cy="${p.y}" r="7" fill="${violet[shade]}"/>`)
        .join('');
      return `<polygon points="${points}" fill="${violet[shade]}" fill-opacity="0.22" stroke="${violet[shade]}" stroke-width="4" stroke-linejoin="round"${dash ? ` stroke-dasharray="${dash}"` : ''}/>${dots}`;
    })
    .join('');
  return grid + spokes + profiles;
}

/** AI-assisted testing vs scripts: an editor, a cursor and an autocomplete list of suggestions. */
function editorSuggestions(random: Random): string {
  // The cursor waits at the end of the fifth line, where the suggestions open.
  let cursorX = 0;
  const lines = Array.from({ length: 8 }, (_, i) => {
    const y = 200 + i * 40;
    const indent = [0, 1, 1, 2, 2, 1, 0, 0][i] ?? 0;
    const first = between(random, 50, 110);
    const second = between(random, 60, 160);
    const x = 600 + indent * 32;
    if (i === 4) cursorX = x + first + 8;
    return `<rect x="540" y="${y - 6}" width="22" height="12" rx="4" fill="${violet[4]}" opacity="0.6"/><rect x="${x}" y="${y - 8}" width="${first}" height="16" rx="6" fill="${violet[i % 3 === 0 ? 5 : 3]}"/>${i === 4 ? '' : `<rect x="${x + first + 12}" y="${y - 8}" width="${second}" height="16" rx="6" fill="${violet[2]}" opacity="0.8"/>`}`;
  }).join('');
  const popup = { x: cursorX - 10, y: 380 };
  const items = [0, 1, 2, 3]
    .map((i) => {
      const y = popup.y + 24 + i * 46;
      const active = i === 0;
      return `${active ? `<rect x="${popup.x + 10}" y="${y - 4}" width="320" height="40" rx="10" fill="${violet[1]}"/>` : ''}<rect x="${popup.x + 26}" y="${y + 8}" width="16" height="16" rx="4" fill="${violet[active ? 6 : 4]}"/><rect x="${popup.x + 56}" y="${y + 9}" width="${between(random, 120, 200)}" height="14" rx="6" fill="${violet[active ? 7 : 3]}"/>`;
    })
    .join('');
  // A four-pointed sparkle: the suggestions come from AI.
  const sparkle = (cx: number, cy: number, r: number) =>
    `<path d="M${cx} ${cy - r} Q${cx + r * 0.18} ${cy - r * 0.18} ${cx + r} ${cy} Q${cx + r * 0.18} ${cy + r * 0.18} ${cx} ${cy + r} Q${cx - r * 0.18} ${cy + r * 0.18} ${cx - r} ${cy} Q${cx - r * 0.18} ${cy - r * 0.18} ${cx} ${cy - r}Z" fill="${violet[1]}"/>`;
  return [
    `<rect x="510" y="110" width="620" height="440" rx="24" fill="${violet[9]}" stroke="${violet[4]}" stroke-width="3"/>`,
    `<rect x="510" y="110" width="620" height="52" rx="24" fill="${violet[8]}"/><circle cx="548" cy="136" r="8" fill="${violet[5]}"/><circle cx="574" cy="136" r="8" fill="${violet[4]}"/><circle cx="600" cy="136" r="8" fill="${violet[3]}"/>`,
    lines,
    `<rect x="${cursorX}" y="346" width="4" height="28" rx="2" fill="${violet[0]}"/>`,
    `<rect x="${popup.x}" y="${popup.y}" width="340" height="204" rx="16" fill="${violet[0]}"/>`,
    items,
    sparkle(popup.x + 360, popup.y - 10, 30),
    sparkle(popup.x + 400, popup.y + 36, 14),
  ].join('');
}

/** MCP vs REST: a list of endpoints beside a server that offers tools, resources and prompts. */
function toolset(random: Random): string {
  const endpoints = Array.from({ length: 6 }, (_, i) => {
    const y = 150 + i * 66;
    return `<rect x="480" y="${y}" width="54" height="26" rx="13" fill="${violet[i % 2 ? 4 : 2]}"/><rect x="546" y="${y + 5}" width="${between(random, 70, 130)}" height="16" rx="6" fill="${violet[3]}" opacity="0.8"/>`;
  }).join('');
  const hub = { x: 880, y: 330 };
  const tool = (x: number, y: number) =>
    `<rect x="${x - 26}" y="${y - 26}" width="52" height="52" rx="12" fill="${violet[1]}"/><path d="M${x - 10} ${y + 10} l14 -14 m-4 -8 a8 8 0 1 0 10 10" stroke="${violet[7]}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  const resource = (x: number, y: number) =>
    `<path d="M${x - 22} ${y - 30} h30 l14 14 v46 h-44z" fill="${violet[2]}"/><path d="M${x - 12} ${y} h24 M${x - 12} ${y + 12} h18" stroke="${violet[7]}" stroke-width="4" stroke-linecap="round"/>`;
  const prompt = (x: number, y: number) =>
    `<path d="M${x - 30} ${y - 22} h60 a8 8 0 0 1 8 8 v28 a8 8 0 0 1 -8 8 h-34 l-14 12 v-12 h-12 a8 8 0 0 1 -8 -8 v-28 a8 8 0 0 1 8 -8z" fill="${violet[4]}"/>`;
  const groups = [
    [tool, -1.05],
    [resource, 0],
    [prompt, 1.05],
  ] as const;
  const shapes = groups
    .flatMap(([draw, angle]) =>
      [0, 1].map((i) => {
        const spread = angle + (i - 0.5) * 0.42;
        const x = Math.round(hub.x + Math.cos(spread) * 215);
        const y = Math.round(hub.y + Math.sin(spread) * 215);
        return `<line x1="${hub.x}" y1="${hub.y}" x2="${x}" y2="${y}" stroke="${violet[3]}" stroke-width="3" opacity="0.55"/>${draw(x, y)}`;
      }),
    )
    .join('');
  return [
    endpoints,
    `<path d="M700 330 H790" stroke="${violet[2]}" stroke-width="4" stroke-dasharray="10 8"/>`,
    shapes,
    `<rect x="${hub.x - 62}" y="${hub.y - 62}" width="124" height="124" rx="30" fill="${violet[0]}"/><rect x="${hub.x - 34}" y="${hub.y - 34}" width="68" height="68" rx="16" fill="${violet[6]}"/>`,
  ].join('');
}

/** Keyed by slug; a post not listed here takes its category's motif. */
export const postMotifs: Record<string, Motif> = {
  'vs-postman-better-choice-comparison': headToHead,
  'vs-postman-vs-insomnia-difference-comparison': threeWay,
  'intellisense-ai-driven-testing-vs-postman': editorSuggestions,
  'mcp-toolset-overview-api-vs-mcp-comparison': toolset,
};
