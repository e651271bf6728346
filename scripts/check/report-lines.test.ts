import { describe, expect, it } from 'vitest';
import { isReported, lineCount, longFiles, LOOK_PAST_LINES, trackedFiles } from './report-lines';

describe('check report-lines', () => {
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
  ])('%s is looked at: %s', (path, reported) => {
    expect(isReported(path)).toBe(reported);
  });

  it('counts lines as an editor numbers them', () => {
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
    expect(lineCount('')).toBe(0);
  });

  it('lists the looked-at files past the line, longest first', () => {
    const lines = (count: number) => 'x\n'.repeat(count);
    const files: Record<string, string> = {
      'scripts/a.ts': lines(LOOK_PAST_LINES + 1),
      'scripts/b.ts': lines(LOOK_PAST_LINES),
      'web/src/content/faq.ts': lines(900),
      'tests/c.ts': lines(500),
      'docs/long.md': lines(900),
    };
    expect(longFiles(Object.keys(files), (path) => files[path] ?? '')).toEqual([
      { path: 'tests/c.ts', lines: 500 },
      { path: 'scripts/a.ts', lines: LOOK_PAST_LINES + 1 },
    ]);
  });

  it('reads the files git tracks, this one among them', () => {
    expect(trackedFiles()).toContain('scripts/check/report-lines.test.ts');
  });
});
