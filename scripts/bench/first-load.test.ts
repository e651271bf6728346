import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { islands } from '#web/islands/registry.ts';
import {
  parseEnhancerRegistry,
  type Build,
  dynamicImports,
  firstLoad,
  islandPreloads,
  type Manifest,
  pageAssets,
  parseIslandRegistry,
  staticImports,
} from './first-load';
import { loaderTag } from '../build/defer-rest';
import { htmlParser } from '../tooling/html-parser';

const html = htmlParser();
afterAll(() => html.close());

describe('pageAssets', () => {
  it('lists own scripts, module preloads, stylesheets and islands', () => {
    const doc = html.parse(`<!doctype html><html><head>
      <link rel="stylesheet" href="/assets/a.css"><link rel="stylesheet" href="/assets/a.css">
      <link rel="modulepreload" href="/assets/chunks/p.js"><link rel="icon" href="/favicon.svg">
      <script type="module" src="/assets/entries/boot.js?v=1" async></script>
      <script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>
      <script>inline()</script></head><body>
      <div data-island="sign-in" data-island-props="{}"></div>
      <section><div><div data-island="gallery"></div></div></section>
      <section data-carousel></section></body></html>`);
    expect(pageAssets(doc, ['[data-carousel]', '[data-gallery]'])).toEqual({
      enhancers: ['[data-carousel]'],
      scripts: ['assets/entries/boot.js'],
      modulePreloads: ['assets/chunks/p.js'],
      stylesheets: ['assets/a.css'],
      islands: ['sign-in', 'gallery'],
    });
  });
});

describe('pageAssets on a page with the page loader (build/defer-rest.ts)', () => {
  it('counts what the loader fetches as the tags would be', () => {
    const tag = loaderTag(
      {
        stylesheet: '/assets/static/style.css',
        entry: '/assets/entries/boot.js',
        modulePreloads: ['/assets/chunks/a.js', '/assets/chunks/b.js'],
      },
      '/* the loader */',
    );
    const doc = html.parse(
      `<!doctype html><html><head><style id="critical-css">.a{}</style>${tag}</head><body></body></html>`,
    );
    expect(pageAssets(doc)).toMatchObject({
      scripts: ['assets/entries/boot.js'],
      modulePreloads: ['assets/chunks/a.js', 'assets/chunks/b.js'],
      stylesheets: ['assets/static/style.css'],
    });
  });
});

describe('import parsing of minified modules', () => {
  const code =
    'const __vite__mapDeps=(i)=>i;import{r as e}from"../chunks/a.js";/* empty css */import"./b.js";' +
    'export*from"./c.js";export{x as y};var s="no import here",u=import.meta.url;' +
    'r(()=>import(`./d.js`).then(e=>e.n));import("./e.js")';

  it('finds the static imports, even after a comment, and not the dynamic ones', () => {
    expect(staticImports(code)).toEqual(['../chunks/a.js', './b.js', './c.js']);
  });

  it('finds the dynamic imports', () => {
    expect(dynamicImports(code)).toEqual(['./d.js', './e.js']);
  });
});

describe('parseIslandRegistry', () => {
  it('reads every island of the real registry with the module it loads', () => {
    const source = readFileSync('web/src/islands/registry.ts', 'utf8');
    const registry = parseIslandRegistry(source);
    expect([...registry.keys()]).toEqual(Object.keys(islands));
    expect(registry.get('sign-in')).toBe('#web/features/auth/SignInCard.tsx');
    expect(registry.get('access-request')).toBe('#web/features/auth/AccessRequestForm.tsx');
  });
});

// A small build: a boot entry that can load two islands and React on demand.
const files: Record<string, string> = {
  'assets/entries/boot.js':
    'import{t}from"../chunks/runtime.js";/* empty css */import"../chunks/attrs.js";' +
    'var i={"sign-in":()=>p(()=>import(`../chunks/sign.js`)),gallery:()=>p(()=>import(`../chunks/gal.js`))};' +
    'p(()=>import(`../chunks/react.js`));p(()=>import(`../chunks/toasts.js`));' +
    'var e={"[data-carousel]":()=>p(()=>import(`../chunks/carousel.js`))};',
  // Imports from the boot script, whose own dynamic imports (React, islands) are not its to count.
  'assets/chunks/carousel.js': 'import"../entries/boot.js";b(()=>import(`./note.js`));',
  'assets/chunks/note.js': '',
  'assets/chunks/runtime.js': 'export{a as t};',
  'assets/chunks/attrs.js': '',
  'assets/chunks/sign.js':
    'import{t}from"./react.js";import"./form.js";b(()=>import(`./lazy.js`));',
  'assets/chunks/form.js': 'import"./react.js";',
  'assets/chunks/react.js': '',
  'assets/chunks/gal.js': 'import"./react.js";',
  'assets/chunks/lazy.js': '',
  'assets/chunks/toasts.js': 'import"./react.js";',
};
const manifest: Manifest = {
  _sign: { file: 'assets/chunks/sign.js', name: 'SignInCard', css: ['assets/static/sign.css'] },
  _gal: { file: 'assets/chunks/gal.js', name: 'Gallery' },
  _react: { file: 'assets/chunks/react.js', name: 'react' },
  _form: { file: 'assets/chunks/form.js', name: 'form', css: ['assets/static/form.css'] },
  'src/toasts.tsx': { file: 'assets/chunks/toasts.js', src: 'src/toasts.tsx' },
  'src/client/carousel.ts': { file: 'assets/chunks/carousel.js', src: 'src/client/carousel.ts' },
};
const build = (overrides: Partial<Build> = {}): Build => ({
  read(file) {
    const text = files[file];
    if (text === undefined) throw new Error(`no ${file}`);
    return text;
  },
  manifest,
  registry: new Map([
    ['sign-in', '../features/auth/SignInCard'],
    ['gallery', '../components/Gallery/Gallery'],
  ]),
  registryDir: 'src/islands',
  enhancers: new Map([['[data-carousel]', './carousel']]),
  enhancersDir: 'src/client',
  onUse: ['src/toasts.tsx'],
  ...overrides,
});
const page = (islands: string[], enhancers: string[] = []) => ({
  scripts: ['assets/entries/boot.js'],
  modulePreloads: [],
  stylesheets: ['assets/static/global.css'],
  islands,
  enhancers,
});
const boot = ['assets/entries/boot.js', 'assets/chunks/runtime.js', 'assets/chunks/attrs.js'];

describe('islandPreloads', () => {
  it('names what an island adds beyond the boot graph', () => {
    expect(islandPreloads(build(), page(['sign-in']))).toEqual([
      'assets/chunks/react.js',
      'assets/chunks/sign.js',
      'assets/chunks/form.js',
    ]);
  });

  it('names nothing for a page without islands', () => {
    expect(islandPreloads(build(), page([]))).toEqual([]);
  });

  it('leaves out what the page already hints', () => {
    const hinted = {
      ...page(['sign-in']),
      modulePreloads: ['assets/chunks/react.js'],
    };
    expect(islandPreloads(build(), hinted)).toEqual([
      'assets/chunks/sign.js',
      'assets/chunks/form.js',
    ]);
  });
});

describe('firstLoad', () => {
  it('is the boot script and its static imports on a page without islands', () => {
    expect(firstLoad(build(), page([]))).toEqual({
      js: boot,
      everJs: boot,
      onUseJs: [],
      css: ['assets/static/global.css'],
      islands: [],
    });
  });

  it('adds the island runtime, the island chunk, its imports and their CSS, not its lazy parts', () => {
    const load = firstLoad(build(), page(['sign-in']));
    expect(load.js).toEqual([
      ...boot,
      'assets/chunks/react.js',
      'assets/chunks/sign.js',
      'assets/chunks/form.js',
    ]);
    expect(load.css).toEqual([
      'assets/static/global.css',
      'assets/static/sign.css',
      'assets/static/form.css',
    ]);
    expect(load.islands).toEqual(['sign-in']);
  });

  it('counts a module loaded on use only when it is not declared so', () => {
    const island = page(['sign-in']);
    expect(firstLoad(build(), island).js).not.toContain('assets/chunks/toasts.js');
    expect(firstLoad(build({ onUse: [] }), island).js).toContain('assets/chunks/toasts.js');
    expect(() => firstLoad(build({ onUse: ['src/gone.tsx'] }), island)).toThrow(
      'On-use module src/gone.tsx is not in the build manifest',
    );
  });

  it('refuses an island the registry lacks, or one no single chunk matches', () => {
    expect(() => firstLoad(build(), page(['chat']))).toThrow(
      'Island "chat" is on the page but not in web/src/islands/registry.ts',
    );
    const unnamed = { ...manifest, _gal: { file: 'assets/chunks/gal.js', name: 'chunk' } };
    expect(() => firstLoad(build({ manifest: unnamed }), page(['sign-in']))).toThrow(
      'Island "gallery" (../components/Gallery/Gallery): 0 matching chunks',
    );
  });

  it('matches an island by its source module when the manifest names it so', () => {
    const bySrc = {
      ...manifest,
      _gal: { file: 'assets/chunks/gal.js', src: 'src/components/Gallery/Gallery.tsx' },
    };
    const load = firstLoad(build({ manifest: bySrc }), page(['gallery']));
    expect(load.js).toContain('assets/chunks/gal.js');
  });

  it('counts in everJs what a page can ever load: its enhancers and what they import', () => {
    const load = firstLoad(build(), page([], ['[data-carousel]']));
    expect(load.js).toEqual(boot);
    expect(load.everJs).toEqual([...boot, 'assets/chunks/carousel.js', 'assets/chunks/note.js']);
    expect(() => firstLoad(build(), page([], ['[data-chat]']))).toThrow(
      'Enhancer "[data-chat]" is not in enhancers.ts',
    );
  });

  it('counts in everJs, with any island, the toasts it loads once hydrated, not in its first load', () => {
    const load = firstLoad(build(), page(['gallery']));
    expect(load.js).toEqual([...boot, 'assets/chunks/react.js', 'assets/chunks/gal.js']);
    expect(load.everJs).toEqual([...load.js, 'assets/chunks/toasts.js']);
    expect(load.onUseJs).toEqual([]);
  });

  it('counts the modules loaded on use for an enhancer that raises toasts, and only for it', () => {
    const carousel = page([], ['[data-carousel]']);
    expect(firstLoad(build(), carousel).onUseJs).toEqual([]);
    const toasting = firstLoad(build({ toastEnhancers: ['[data-carousel]'] }), carousel);
    expect(toasting.everJs).not.toContain('assets/chunks/toasts.js');
    expect(toasting.onUseJs).toContain('assets/chunks/toasts.js');
  });
});

describe('parseEnhancerRegistry', () => {
  it("reads web/src/client/enhancers.ts's selectors and modules", async () => {
    const { enhancers } = await import('#web/client/enhancers.ts');
    const source = readFileSync('web/src/client/enhancers.ts', 'utf8');
    const registry = parseEnhancerRegistry(source);
    expect([...registry.keys()]).toEqual(Object.keys(enhancers));
    expect(registry.get('[data-carousel]')).toBe('#web/components/Carousel/carousel.enhance.ts');
  });
});
