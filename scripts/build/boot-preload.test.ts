import { describe, expect, it } from 'vitest';
import { BOOT_ENTRY, bootPreloads, type Manifest, withPreloads } from './boot-preload';

const manifest: Manifest = {
  [BOOT_ENTRY]: { file: 'assets/entries/boot.js', imports: ['_a.js', '_b.js'] },
  '_a.js': { file: 'assets/chunks/a.js', imports: ['_c.js'] },
  '_b.js': { file: 'assets/chunks/b.js', imports: ['_c.js', '_a.js'] },
  '_c.js': { file: 'assets/chunks/c.js' },
  // Reached only through dynamic import(): an island, never preloaded.
  '_react.js': { file: 'assets/chunks/react.js' },
};

describe('bootPreloads', () => {
  it('lists every chunk the boot script imports statically, at any depth, once', () => {
    expect(bootPreloads(manifest)).toEqual([
      'assets/chunks/a.js',
      'assets/chunks/c.js',
      'assets/chunks/b.js',
    ]);
  });

  it('fails loudly when the entry or an imported chunk is missing', () => {
    expect(() => bootPreloads(manifest, 'pages/+gone.ts')).toThrow('has no pages/+gone.ts');
    expect(() => bootPreloads({ [BOOT_ENTRY]: { file: 'x.js', imports: ['_lost.js'] } })).toThrow(
      'lists import _lost.js',
    );
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
