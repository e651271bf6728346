// `npm run gen -- house`: the house drawing in docs/architecture.md, one box per room and an arrow
// for each room that imports another (type-only imports too), from dependency-cruiser's graph of
// the repository with the options check cycles uses, collapsed to rooms.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import config from '../../.dependency-cruiser.mjs';
import { rootDir } from '../tooling/paths';

/** A room: the first of these a file's path starts with (a folder of mock-server/src, ...). */
export const ROOM_PATTERN =
  '^(?:common/|web/pages/|web/src/[^/]+/|mock-server/src/[^/]+/|mock-server/src/|mock-server/console/|mock-server/test/|scripts/[^/]+/|conformance/|tests/[^/]+/)';

/** The house's parts, each drawn as a frame around its rooms. */
const PARTS = ['common', 'web', 'mock-server', 'scripts', 'conformance', 'tests'];

export const START = '<!-- house: npm run gen -- house writes from here -->';
export const END = '<!-- house: to here -->';
export const HOUSE_DOC = 'docs/architecture.md';

export type Edges = ReadonlyMap<string, readonly string[]>;

/** Groups of rooms that reach each other through their imports (strongly connected, 2+). */
export function knots(edges: Edges): string[][] {
  const found: string[][] = [];
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const visit = (room: string) => {
    index.set(room, index.size);
    low.set(room, index.get(room) ?? 0);
    stack.push(room);
    for (const next of edges.get(room) ?? []) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(room, Math.min(low.get(room) ?? 0, low.get(next) ?? 0));
    }
    if (low.get(room) !== index.get(room)) return;
    const knot = stack.splice(stack.indexOf(room));
    if (knot.length > 1) found.push(knot.sort());
  };
  for (const room of edges.keys()) if (!index.has(room)) visit(room);
  return found.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

const id = (room: string) => `r_${room.replace(/[^A-Za-z0-9]/g, '_')}`;
const bare = (room: string) => room.replace(/\/$/, '');

/** The Markdown between the markers: the mermaid drawing, then what it shows about circles. */
export function drawing(edges: Edges): string {
  const rooms = [...new Set([...edges.keys(), ...[...edges.values()].flat()])].sort();
  const lines = ['```mermaid', 'flowchart LR'];
  for (const part of PARTS) {
    const inside = rooms.filter((room) => room.split('/')[0] === part);
    if (inside.length === 0) continue;
    if (inside.length === 1 && bare(inside[0] ?? '') === part) {
      lines.push(`  ${id(inside[0] ?? '')}["${part}/"]`);
      continue;
    }
    lines.push(`  subgraph ${id(part)}["${part}/"]`);
    for (const room of inside) {
      const label = bare(room) === part ? part : bare(room).slice(part.length + 1);
      lines.push(`    ${id(room)}["${label}"]`);
    }
    lines.push('  end');
  }
  // One line per importing room (Mermaid's `a --> b & c`), so the drawing stays a page long.
  for (const [from, tos] of [...edges].sort(([a], [b]) => a.localeCompare(b))) {
    if (tos.length > 0) lines.push(`  ${id(from)} --> ${[...tos].sort().map(id).join(' & ')}`);
  }
  lines.push('```', '');
  const circles = knots(edges);
  if (circles.length === 0) {
    lines.push('The drawing shows no circle: no room imports one that imports it back.');
  } else {
    lines.push(
      'Files may not import themselves back (`npm run check -- cycles`), but rooms may lean on each',
      'other through different files. These rooms reach each other at this scale:',
      '',
      ...circles.map((knot) => `- ${knot.map((room) => `\`${bare(room)}\``).join(', ')}`),
    );
  }
  return lines.join('\n');
}

/** The repository's rooms and which rooms each imports, as dependency-cruiser finds them. */
export async function houseEdges(baseDir = rootDir): Promise<Map<string, string[]>> {
  const { output } = await cruise(['.'], {
    ...config.options,
    baseDir,
    includeOnly: `^(?:${PARTS.join('|')})/`,
    collapse: ROOM_PATTERN,
  });
  const edges = new Map<string, string[]>();
  for (const module of (output as ICruiseResult).modules) {
    const tos = module.dependencies.map((dependency) => dependency.resolved);
    edges.set(
      module.source,
      [...new Set(tos)].filter((to) => to !== module.source),
    );
  }
  return edges;
}

/** `text` with the part between the markers replaced by `inner`. */
export function replaceBetweenMarkers(text: string, inner: string): string {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start === -1 || end < start) throw new Error(`${HOUSE_DOC} lacks the house markers`);
  return `${text.slice(0, start + START.length)}\n\n${inner}\n\n${text.slice(end)}`;
}

async function main() {
  const path = join(rootDir, HOUSE_DOC);
  const text = await readFile(path, 'utf8');
  await writeFile(path, replaceBetweenMarkers(text, drawing(await houseEdges())));
  console.info(`${HOUSE_DOC}: the house drawing is current`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
