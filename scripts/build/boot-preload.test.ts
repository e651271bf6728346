import { describe, expect, it } from 'vitest';
import type { Manifest } from '../bench/first-load';
import { BOOT_ENTRY, bootPreloads, withPreloads } from './boot-preload';

const manifest: Manifest = { [BOOT_ENTRY]: { file: 'assets/entries/boot.js' } };
// Minified modules as Rolldown writes them: the boot script imports a and b, both import c; the
// island (and React behind it) is a dynamic import(), never preloaded.
const code: Record<string, string> = {
  'assets/entries/boot.js':
    'import{t}from"../chunks/a.js";import"../chunks/b.js";const i=()=>import("../chunks/island.js");',
  'assets/chunks/a.js': 'import"./c.js";export{x as t};',
  'assets/chunks/b.js': 'import"./c.js";import"./a.js";',
  'assets/chunks/c.js': '',
  'assets/chunks/island.js': 'import"./react.js";',
};
const read = (file: string) => {
  const text = code[file];
  if (text === undefined) throw new Error(`no ${file}`);
  return text;
};

describe('bootPreloads', () => {
  it('lists every chunk the boot script imports statically, at any depth, once', () => {
    expect(bootPreloads(manifest, read)).toEqual([
      'assets/chunks/a.js',
      'assets/chunks/c.js',
      'assets/chunks/b.js',
    ]);
  });

  it('fails loudly when the manifest has no boot entry', () => {
    expect(() => bootPreloads(manifest, read, 'pages/+gone.ts')).toThrow('has no pages/+gone.ts');
  });
});

describe('withPreloads', () => {
  const page =
    '<html><head><title>T</title></head><body><script src="/x.js"></script></body></html>';

  it('hints each file in the head, before the page asks for the boot script', () => {
    const html = withPreloads(page, ['assets/chunks/a.js', 'assets/chunks/b.js']);
    expect(html).toBe(
      '<html><head><title>T</title>' +
        '<link rel="modulepreload" href="/assets/chunks/a.js">' +
        '<link rel="modulepreload" href="/assets/chunks/b.js">' +
        '</head><body><script src="/x.js"></script></body></html>',
    );
  });

  it('changes nothing the second time', () => {
    const once = withPreloads(page, ['assets/chunks/a.js']);
    expect(withPreloads(once, ['assets/chunks/a.js'])).toBe(once);
  });

  it('refuses a page without a head', () => {
    expect(() => withPreloads('<p>fragment</p>', ['a.js'])).toThrow('without </head>');
  });
});
