// check cycles (.dependency-cruiser.mjs) on a small house of its own: the repository's own
// package.json aliases and the config's options, with one circle closed through an alias and one
// through a type-only import. If the tool stops following either, this fails.
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import config from '../../.dependency-cruiser.mjs';

const repo = join(import.meta.dirname, '../..');

const house: Record<string, string> = {
  // Through the #web alias: a → b by alias, b → a by alias.
  'web/src/ring/a.ts': "import { b } from '#web/ring/b.ts';\nexport const a = () => b;\n",
  'web/src/ring/b.ts': "import { a } from '#web/ring/a.ts';\nexport const b = () => a;\n",
  // Through a type-only import: c → d by #common, d → c by `import type`.
  'common/c.ts': "import { d } from '#common/d';\nexport type C = { d: typeof d };\n",
  'common/d.ts': "import type { C } from './c.ts';\nexport const d = (c: C) => c;\n",
  // A tree: no circle.
  'web/src/tree/top.ts': "import { leaf } from '#web/tree/leaf.ts';\nexport const top = leaf;\n",
  'web/src/tree/leaf.ts': 'export const leaf = 1;\n',
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'import-cycles-'));
  const { imports } = JSON.parse(await readFile(join(repo, 'package.json'), 'utf8')) as {
    imports: Record<string, string>;
  };
  await writeFile(join(dir, 'package.json'), JSON.stringify({ type: 'module', imports }));
  for (const [file, text] of Object.entries(house)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), text);
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('check cycles', () => {
  it('finds the circle through an alias and the one through a type import, not the tree', async () => {
    const { output } = await cruise(['common', 'web'], {
      ...config.options,
      baseDir: dir,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    });
    const { summary } = output as ICruiseResult;
    const circles = summary.violations.map((violation) =>
      [violation.from, ...(violation.cycle ?? []).map((step) => step.name)].join(' → '),
    );
    expect(circles.sort()).toEqual([
      'common/c.ts → common/d.ts → common/c.ts',
      'web/src/ring/a.ts → web/src/ring/b.ts → web/src/ring/a.ts',
    ]);
  });
});
