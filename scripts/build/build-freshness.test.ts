import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rootDir } from '../tooling/paths';
import { buildInputs, staleBuildReason, writeBuildStamp } from './build-freshness';

describe('staleBuildReason: a content hash of every input of the build', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'build-freshness-'));
    write('package.json', '{"scripts":{"build":"vike build"}}');
    write('package-lock.json', '{}');
    write('scripts/build/compress.ts', 'export {};');
    write('scripts/tooling/paths.ts', 'export {};');
    write('web/src/page.tsx', 'export {};');
    write('docs/guide.md', '# Guide');
    write('dist/client/index.html', '<!doctype html>');
    write('dist/console/index.html', '<!doctype html>');
    writeBuildStamp(root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is fresh right after the build, and after a save that changed nothing', () => {
    expect(staleBuildReason(root)).toBeNull();
    write('scripts/build/compress.ts', 'export {};');
    expect(staleBuildReason(root)).toBeNull();
  });

  it.each([
    ['a build step', 'scripts/build/compress.ts', 'scripts/build'],
    ['a new build step', 'scripts/build/stamp.ts', 'scripts/build'],
    ['a helper the steps import', 'scripts/tooling/paths.ts', 'scripts/tooling'],
    ['package.json', 'package.json', 'package.json'],
    ['the lockfile', 'package-lock.json', 'package-lock.json'],
    ['a config', 'vite.config.ts', 'vite.config.ts'],
    ['a page', 'web/src/page.tsx', 'web'],
    ["the site's settings", '.env.production', '.env.production'],
  ])('is stale after a change to %s', (_, path, input) => {
    write(path, 'export const changed = true;');
    expect(staleBuildReason(root)).toBe(`${input} changed since the last build`);
    writeBuildStamp(root);
    expect(staleBuildReason(root)).toBeNull();
  });

  it('is stale when a file of an input goes', () => {
    rmSync(join(root, 'web/src/page.tsx'));
    expect(staleBuildReason(root)).toBe('web changed since the last build');
  });

  it('is not stale after a change to what the build does not read', () => {
    write('docs/guide.md', '# Another guide');
    write('web/node_modules/some-package/index.js', 'installed');
    expect(staleBuildReason(root)).toBeNull();
  });

  it('wants a build when there is none, or no record of what it was made from', () => {
    rmSync(join(root, 'dist/console'), { recursive: true });
    expect(staleBuildReason(root)).toBe('no build yet');
    write('dist/console/index.html', '<!doctype html>');
    write('dist/.build-stamp', '2026-11-29T00:00:00.000Z\n');
    expect(staleBuildReason(root)).toBe('no record of what the last build was made from');
  });
});

/** The string literals of a module: a step that runs another names it in one. */
function strings(file: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest));
  return found;
}

// What `npm run build` runs: the files of scripts/build/, the config files, and every script the
// build command (and any `npm run` inside it) names.
function buildEntryPoints(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const commands: string[] = [];
  const follow = (name: string) => {
    const command = scripts[name];
    if (command === undefined || commands.includes(command)) return;
    commands.push(command);
    for (const [, called] of command.matchAll(/npm run ([\w:-]+)/g)) follow(called ?? '');
  };
  follow('build');
  const stepFiles = ts.sys
    .readDirectory(join(rootDir, 'scripts/build'), ['.ts'])
    .filter((file) => !file.endsWith('.test.ts'));
  const named = [
    ...commands.flatMap((command) => command.split(/\s+/)),
    ...stepFiles.flatMap(strings),
  ]
    .filter((text) => /^scripts\/[\w/.-]+\.ts$/.test(text))
    .map((path) => join(rootDir, path));
  const configs = ['vite.config.ts', 'mock-server/console/vite.config.ts'].map((path) =>
    join(rootDir, path),
  );
  return [...new Set([...stepFiles, ...named, ...configs])];
}

const aliases = Object.entries(
  (JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')) as { imports: object })
    .imports as Record<string, string>,
);

/** The file `specifier` names from `from`, or null for a package (the lockfile covers those). */
function resolve(specifier: string, from: string): string | null {
  let path: string;
  const alias = aliases.find(([pattern]) => {
    const [head = '', tail = ''] = pattern.split('*');
    return specifier.startsWith(head) && specifier.endsWith(tail);
  });
  if (alias) {
    const [pattern, target] = alias;
    const [head = '', tail = ''] = pattern.split('*');
    const middle = specifier.slice(head.length, specifier.length - tail.length);
    path = join(rootDir, target.replace('*', middle));
  } else if (specifier.startsWith('.')) {
    path = join(dirname(from), specifier.replace(/\?.*$/, ''));
  } else {
    return null;
  }
  const found = ['', '.ts', '.tsx', '/index.ts'].map((end) => path + end).find(existsSync);
  return found ?? path;
}

describe('buildInputs', () => {
  it('holds every file the build imports, from its steps and configs on', () => {
    const seen = new Set<string>();
    const queue = buildEntryPoints();
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (seen.has(file) || !/\.[cm]?tsx?$/.test(file) || !existsSync(file)) continue;
      seen.add(file);
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        const target = resolve(fileName, file);
        if (target) queue.push(target);
      }
    }
    const files = [...seen].map((file) => relative(rootDir, file));
    const outside = files.filter(
      (file) => !buildInputs.some((input) => file === input || file.startsWith(`${input}/`)),
    );
    expect(files).toContain('scripts/build/compress.ts');
    expect(files).toContain('scripts/gen/gen-blog.ts');
    expect(files).toContain('web/src/config/routes.ts');
    expect(outside).toEqual([]);
  });
});
