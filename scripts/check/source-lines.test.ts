// No hand-written source file over 300 lines: a file that long does more than one thing
// and is split by what each part does. Content and data are exempt, and so are generated files;
// the exemptions below are the whole list.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../tooling/paths';

const MAX_LINES = 300;

/** Where the site's hand-written source lives: the rooms, CI and the root configs. */
const SOURCE =
  /^(?:(?:web|mock-server|conformance|common|scripts|tests)\/.*\.(?:tsx?|[cm]?js|css|sh)|\.ci\/.*|[^/]+\.(?:tsx?|[cm]?js))$/;

/** Content and data, and what a generator writes: long by nature, never split for length. */
const EXEMPT: readonly RegExp[] = [
  /^web\/src\/content\//, // typed content and copy: agents' words, products, legal, blog posts
  /^common\/api\/schema\.d\.ts$/, // generated from openapi.yaml by `npm run gen:api`
];

const isChecked = (path: string) => SOURCE.test(path) && !EXEMPT.some((rule) => rule.test(path));

/** Lines as an editor numbers them: a last line without its newline counts too. */
const lineCount = (text: string) =>
  text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

describe('source file length', () => {
  it.each([
    ['mock-server/console/src/panels/RequestsPanel.tsx', true],
    ['web/src/components/Lightbox/Lightbox.module.css', true],
    ['tests/engines/journeys.ts', true],
    ['scripts/build/headers/nginx-site.test.ts', true],
    ['conformance/src/cases.ts', true],
    ['.ci/run', true],
    ['vite.config.ts', true],
    ['eslint.config.js', true],
    ['web/src/content/agents.ts', false],
    ['web/src/content/blog/generated/posts.ts', false],
    ['common/api/schema.d.ts', false],
    ['openapi.yaml', false],
    ['package-lock.json', false],
    ['docs/architecture.md', false],
  ])('%s is checked: %s', (path, checked) => {
    expect(isChecked(path)).toBe(checked);
  });

  it('counts lines as an editor numbers them', () => {
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
    expect(lineCount('')).toBe(0);
  });

  it(`has no tracked hand-written source file over ${MAX_LINES} lines`, () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: rootDir, encoding: 'utf8' })
      .split('\0')
      .filter(isChecked);
    expect(tracked.length).toBeGreaterThan(100);
    const over = tracked
      .map((path) => ({ path, lines: lineCount(readFileSync(join(rootDir, path), 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ path, lines }) => `${path} (${lines} lines)`);
    expect(over, 'split these by what each part does').toEqual([]);
  });
});
