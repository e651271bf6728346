// The drawing of each blog category's cover: simple geometric motifs in the brand's violet
// palette, varied per post by a seeded random generator. A post can have a motif of its own
// (post-motifs.ts), so two posts of one category never share a drawing.
import type { BlogCategory } from '#web/content/blog/schema.ts';
import { brand } from '#common/theme/theme';

// The brand palette, lightest (0) to darkest (9): the theme's own, so covers follow a rebrand.
export const violet = brand;
/** The brand's former name, still read by scripts/build/og/og-svg.ts. */
export const indigo = violet;

export type Random = () => number;
export type Motif = (random: Random) => string;

/** mulberry32, seeded from a string: the same slug always draws the same cover. */
export function seededRandom(seed: string): Random {
  let state = [...seed].reduce(
    (hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619),
    2166136261,
  );
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value);
const between = (random: Random, min: number, max: number) => round(min + random() * (max - min));

/** MCP: a hub (the client) wired to tool nodes. */
function network(random: Random): string {
  const hub = { x: between(random, 760, 860), y: between(random, 280, 350) };
  const nodes = Array.from({ length: 8 }, (_, i) => {
    const angle = (i / 8) * Math.PI * 2 + random() * 0.5;
    const radius = between(random, 170, 250);
    return {
      x: round(hub.x + Math.cos(angle) * radius),
      y: round(hub.y + Math.sin(angle) * radius),
    };
  });
  const links = nodes.map(
    (n) =>
      `<line x1="${hub.x}" y1="${hub.y}" x2="${n.x}" y2="${n.y}" stroke="${violet[3]}" stroke-width="3" opacity="0.6"/>`,
  );
  const dots = nodes.map(
    (n, i) =>
      `<rect x="${n.x - 22}" y="${n.y - 22}" width="44" height="44" rx="12" fill="${violet[i % 3 === 0 ? 1 : 4]}"/>`,
  );
  return [
    ...links,
    ...dots,
    `<circle cx="${hub.x}" cy="${hub.y}" r="58" fill="${violet[0]}"/><circle cx="${hub.x}" cy="${hub.y}" r="30" fill="${violet[6]}"/>`,
  ].join('');
}

/** AI: points in a vector space, a query and its nearest neighbours. */
function vectorSpace(random: Random): string {
  const query = { x: between(random, 760, 900), y: between(random, 240, 380) };
  const points = Array.from({ length: 70 }, () => ({
    x: between(random, 480, 1160),
    y: between(random, 40, 590),
  }));
  const near = [...points]
    .sort(
      (a, b) => Math.hypot(a.x - query.x, a.y - query.y) - Math.hypot(b.x - query.x, b.y - query.y),
    )
    .slice(0, 5);
  return [
    ...points.map(
      (p) => `<circle cx="${p.x}" cy="${p.y}" r="6" fill="${violet[3]}" opacity="0.55"/>`,
    ),
    ...near.map(
      (p) =>
        `<line x1="${query.x}" y1="${query.y}" x2="${p.x}" y2="${p.y}" stroke="${violet[1]}" stroke-width="3"/><circle cx="${p.x}" cy="${p.y}" r="11" fill="${violet[1]}"/>`,
    ),
    `<circle cx="${query.x}" cy="${query.y}" r="120" fill="none" stroke="${violet[2]}" stroke-width="2" stroke-dasharray="8 10"/>`,
    `<circle cx="${query.x}" cy="${query.y}" r="18" fill="${violet[0]}"/>`,
  ].join('');
}

/** Engineering: services behind a gateway, with a queue between them. */
function services(random: Random): string {
  const column = (x: number, count: number, shade: number) =>
    Array.from(
      { length: count },
      (_, i) =>
        `<rect x="${x}" y="${120 + i * 140 + between(random, -10, 10)}" width="150" height="96" rx="16" fill="${violet[shade]}"/>`,
    ).join('');
  const queue = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${760 + i * 26}" y="300" width="18" height="40" rx="4" fill="${violet[1]}" opacity="${0.4 + i * 0.1}"/>`,
  ).join('');
  return `<path d="M640 320 H760 M916 320 H980" stroke="${violet[3]}" stroke-width="4"/>${column(490, 3, 4)}${queue}${column(980, 3, 2)}`;
}

/** Automation: a month of scheduled runs. */
function calendar(random: Random): string {
  const cells: string[] = [];
  for (let row = 0; row < 5; row += 1) {
    for (let col = 0; col < 7; col += 1) {
      const run = random() < 0.45;
      cells.push(
        `<rect x="${520 + col * 90}" y="${110 + row * 90}" width="72" height="72" rx="14" fill="${violet[run ? 2 : 5]}" opacity="${run ? 1 : 0.6}"/>`,
      );
      if (run)
        cells.push(
          `<circle cx="${556 + col * 90}" cy="${146 + row * 90}" r="10" fill="${violet[7]}"/>`,
        );
    }
  }
  return cells.join('');
}

/** Product: the studio's window with a method list, a request and a results table. */
function appWindow(random: Random): string {
  const rows = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${850}" y="${210 + i * 54}" width="${between(random, 160, 240)}" height="22" rx="6" fill="${violet[i === 0 ? 6 : 2]}"/>`,
  ).join('');
  const methods = Array.from(
    { length: 7 },
    (_, i) =>
      `<rect x="560" y="${210 + i * 48}" width="${between(random, 120, 200)}" height="20" rx="6" fill="${violet[i === 2 ? 6 : 3]}"/>`,
  ).join('');
  return `<rect x="520" y="110" width="600" height="420" rx="24" fill="${violet[0]}"/><rect x="520" y="110" width="600" height="60" rx="24" fill="${violet[2]}"/><circle cx="560" cy="140" r="9" fill="${violet[6]}"/><circle cx="590" cy="140" r="9" fill="${violet[4]}"/><circle cx="620" cy="140" r="9" fill="${violet[3]}"/>${methods}<path d="M810 190 V510" stroke="${violet[2]}" stroke-width="3"/>${rows}`;
}

/** Comparisons: tools side by side, each with its own checklist. */
function columns(random: Random): string {
  return [0, 1, 2]
    .map((i) => {
      const x = 500 + i * 215;
      const checks = Array.from({ length: 4 }, (_, j) => {
        const on = random() < 0.7;
        const y = 230 + j * 70;
        return `<circle cx="${x + 45}" cy="${y}" r="16" fill="${violet[on ? 6 : 3]}"/>${on ? `<path d="M${x + 37} ${y} l6 6 l11 -12" stroke="${violet[0]}" stroke-width="4" fill="none"/>` : ''}<rect x="${x + 75}" y="${y - 8}" width="${between(random, 60, 100)}" height="16" rx="6" fill="${violet[2]}"/>`;
      }).join('');
      return `<rect x="${x}" y="130" width="190" height="390" rx="22" fill="${violet[i === 2 ? 0 : 1]}"/><rect x="${x + 30}" y="160" width="130" height="24" rx="8" fill="${violet[7]}"/>${checks}`;
    })
    .join('');
}

export const motifs: Record<BlogCategory, Motif> = {
  MCP: network,
  AI: vectorSpace,
  Engineering: services,
  Automation: calendar,
  Product: appWindow,
  Comparisons: columns,
};
