import { describe, expect, it } from 'vitest';
import { checkFolderMap, mapEntries } from './folder-map';

const doc = (map: string) => `# Architecture\n\n## Where things live\n\n\`\`\`\n${map}\`\`\`\n`;
const map = [
  'package.json            one package',
  'web/',
  '  src/components/       one widget, one folder: X/X.tsx',
  '                        continued description, web/src/nowhere/ is not an entry',
  '  src/config/           routes',
  'scripts/                one folder per job',
  '  build/                the build',
  '.ci/run                 CI',
  '',
].join('\n');
const tree = [
  'package.json',
  'web/src/components/Button/Button.tsx',
  'web/src/config/routes.ts',
  'scripts/build/compress.ts',
  '.ci/run',
];
const messages = (markdown: string, tracked: string[]) =>
  checkFolderMap(markdown, tracked).map(({ line, message }) => `${line}: ${message}`);

describe('the folder map in docs/architecture.md', () => {
  it('reads one entry a line, children under their parent, descriptions skipped', () => {
    expect(mapEntries(doc(map))).toEqual([
      { path: 'package.json', line: 6 },
      { path: 'web', line: 7 },
      { path: 'web/src/components', line: 8 },
      { path: 'web/src/config', line: 10 },
      { path: 'scripts', line: 11 },
      { path: 'scripts/build', line: 12 },
      { path: '.ci/run', line: 13 },
    ]);
  });

  it('passes when the map and the tree agree', () => {
    expect(messages(doc(map), tree)).toEqual([]);
  });

  it('fails on a folder the map names that is gone', () => {
    const gone = tree.filter((file) => !file.startsWith('web/src/config/'));
    expect(messages(doc(map), gone)).toEqual([
      '10: the folder map names web/src/config, which is gone',
    ]);
  });

  it('fails on a top-level folder, or a first-level one of a mapped room, missing from the map', () => {
    expect(messages(doc(map), [...tree, 'docs/x.md', 'web/src/toast/notify.ts'])).toEqual([
      '13: the folder map lacks docs/',
      '13: the folder map lacks web/src/toast/',
    ]);
  });

  it('does not care about deeper folders or placeholders', () => {
    const deeper = [
      'web/src/components/Lightbox/Lightbox.tsx',
      'scripts/build/vite-plugins/style-groups.ts',
      'scripts/build/og/cards.ts',
    ];
    expect(messages(doc(map), [...tree, ...deeper])).toEqual([]);
  });

  it('fails when the map itself is gone', () => {
    expect(messages('# Architecture\n', tree)).toEqual([
      '1: has no fenced folder map under "## Where things live"',
    ]);
  });
});
