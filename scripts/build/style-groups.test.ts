import { describe, expect, it } from 'vitest';
import { type ModuleGraph, reachesIsland, styleGroup } from './style-groups';

const registry = '/repo/web/src/islands/registry.ts';

/** A graph from `importer → [static imports]` and `importer → [dynamic imports]`. */
function graph(
  statics: Record<string, string[]>,
  dynamics: Record<string, string[]> = {},
): ModuleGraph {
  const importersOf = (edges: Record<string, string[]>, id: string) =>
    Object.entries(edges)
      .filter(([, targets]) => targets.includes(id))
      .map(([from]) => from);
  return {
    getModuleInfo: (id) => ({
      importers: importersOf(statics, id),
      dynamicImporters: importersOf(dynamics, id),
    }),
  };
}

describe('styleGroup', () => {
  const g = graph(
    {
      '/SignInCard.tsx': ['/SignInCard.module.css', '/Field.tsx'],
      '/Field.tsx': ['/Field.module.css'],
      '/Header.tsx': ['/Header.module.css', '/Field.tsx'],
      '/carousel.enhance.ts': ['/Carousel.module.css'],
      // a cycle must not loop
      '/a.ts': ['/b.ts'],
      '/b.ts': ['/a.ts', '/Cycle.module.css'],
    },
    { [registry]: ['/SignInCard.tsx'], '/boot.ts': ['/carousel.enhance.ts'] },
  );

  it('puts what an island reaches, directly or through a shared component, with the islands', () => {
    expect(styleGroup('/SignInCard.module.css', g)).toBe('island-styles');
    expect(styleGroup('/Field.module.css', g)).toBe('island-styles');
  });

  it('puts the other class maps apart, so form pages do not load them', () => {
    expect(styleGroup('/Carousel.module.css', g)).toBe('module-styles');
    expect(styleGroup('/Header.module.css', g)).toBe('module-styles');
    expect(styleGroup('/Cycle.module.css', g)).toBe('module-styles');
  });

  it("puts the OTP constants an island shares with pages into the islands' chunk, only then", () => {
    const shared = graph(
      {
        '/repo/web/src/features/auth/SignInCard.tsx': ['/repo/web/src/features/auth/constants.ts'],
        '/repo/web/src/content/agents.ts': ['/repo/web/src/features/auth/constants.ts'],
        '/repo/web/src/features/auth/constants.ts': ['/repo/common/otp.ts'],
        '/repo/common/otp.ts': ['/repo/common/api/behaviour.ts'],
      },
      { [registry]: ['/repo/web/src/features/auth/SignInCard.tsx'] },
    );
    for (const id of [
      '/repo/web/src/features/auth/constants.ts',
      '/repo/common/otp.ts',
      '/repo/common/api/behaviour.ts',
    ]) {
      expect(styleGroup(id, shared)).toBe('island-styles');
      expect(styleGroup(id, graph({}))).toBeNull();
    }
  });

  it('leaves everything that is not a CSS module to the other rules', () => {
    expect(styleGroup('/Field.tsx', g)).toBeNull();
    expect(reachesIsland('/unknown.ts', graph({}))).toBe(false);
  });
});
