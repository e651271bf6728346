import { describe, expect, it } from 'vitest';
import { costPerPackage, type ModuleSizes, packageOf } from './module-sizes';

describe('packageOf', () => {
  it('names a package, scoped or not, at any depth of node_modules', () => {
    expect(packageOf('../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'react-dom',
    );
    expect(packageOf('../node_modules/@mantine/core/esm/components/Input/Input.mjs')).toBe(
      '@mantine/core',
    );
    expect(packageOf('../node_modules/a/node_modules/@scope/b/index.js')).toBe('@scope/b');
  });

  it("names the site's own folder for its modules", () => {
    expect(packageOf('src/features/auth/SignInCard.tsx')).toBe('site: src/features/auth');
    expect(packageOf('../common/theme/theme.ts')).toBe('site: common/theme');
    expect(packageOf('vite/preload-helper.js')).toBe('bundler: vite/preload-helper.js');
  });
});

describe('costPerPackage', () => {
  const sizes: ModuleSizes = {
    'assets/chunks/a.js': [
      { id: '../node_modules/scheduler/cjs/scheduler.production.js', bytes: 100, gzipBytes: 40 },
      { id: '../node_modules/scheduler/index.js', bytes: 50, gzipBytes: 20 },
      { id: 'src/islands/hydrate.ts', bytes: 0, gzipBytes: 0 },
    ],
    'assets/chunks/b.js': [{ id: 'src/features/auth/SignInCard.tsx', bytes: 300, gzipBytes: 90 }],
    'assets/chunks/c.js': [
      { id: '../node_modules/sonner/dist/index.mjs', bytes: 999, gzipBytes: 1 },
    ],
  };

  it("sums the given files' modules per package, largest first, skipping tree-shaken ones", () => {
    expect(costPerPackage(sizes, ['assets/chunks/a.js', 'assets/chunks/b.js'])).toEqual([
      { name: 'site: src/features/auth', modules: 1, bytes: 300, gzipBytes: 90 },
      { name: 'scheduler', modules: 2, bytes: 150, gzipBytes: 60 },
    ]);
  });
});
