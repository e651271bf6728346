import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// No two modules of the site import each other, however indirectly (issue 41): a cycle makes the
// order modules run in depend on who is imported first, and hides which room leans on which.
// Static imports and re-exports count, type-only ones too (they still tie the two files); a
// dynamic import() does not (it runs later, the registry's and the enhancer table's way).

const webDir = join(import.meta.dirname, '../..');
const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The relative specifiers a module imports statically. */
export function staticSpecifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  const found = code.matchAll(/^\s*(?:import|export)\s[^;]*?\bfrom\s*['"](\.[^'"]+)['"]/gm);
  const bare = code.matchAll(/^\s*import\s*['"](\.[^'"]+)['"]/gm);
  return [...found, ...bare].map((match) => match[1] ?? '');
}

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  if (/\.(tsx?|css)$/.test(base)) return existsSync(base) ? base : null;
  const file = extensions.map((ext) => base + ext).find((path) => existsSync(path));
  return file && statSync(file).isFile() ? file : null;
}

/** A cycle for each import that closes one (a depth-first walk's back edges): none in a tree. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

function siteGraph(): Map<string, string[]> {
  const files = [join(webDir, 'src'), join(webDir, 'pages')].flatMap((dir) =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name)),
  );
  return new Map(
    files.map((file) => [
      file,
      staticSpecifiers(readFileSync(file, 'utf8'))
        .map((specifier) => resolveModule(file, specifier))
        .filter((target): target is string => target !== null && /\.tsx?$/.test(target)),
    ]),
  );
}

describe('import cycles in web/', () => {
  it('finds a cycle and names its files, and none in a tree', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads static imports, re-exports and type imports, not dynamic ones', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "import './d.css';",
      "const e = () => import('./e');",
      "// import { f } from './f';",
      "import { g } from 'react';",
    ].join('\n');
    expect(staticSpecifiers(source)).toEqual(['./a', '../b', './c', './d.css']);
  });

  it('has none', () => {
    const cycles = findCycles(siteGraph()).map((cycle) =>
      cycle.map((file) => relative(webDir, file)).join(' → '),
    );
    expect(cycles).toEqual([]);
  });
});
