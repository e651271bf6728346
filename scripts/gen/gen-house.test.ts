import { describe, expect, it } from 'vitest';
import { drawing, END, knots, replaceBetweenMarkers, START } from './gen-house';

describe('the house drawing', () => {
  it('finds the rooms that reach each other, and none in a tree', () => {
    const knotted = new Map([
      ['a/', ['b/']],
      ['b/', ['c/']],
      ['c/', ['a/', 'd/']],
      ['d/', []],
      ['e/', ['f/']],
      ['f/', ['e/']],
    ]);
    expect(knots(knotted)).toEqual([
      ['a/', 'b/', 'c/'],
      ['e/', 'f/'],
    ]);
    expect(knots(new Map([['a/', ['b/']]]))).toEqual([]);
  });

  it('draws each part as a frame of its rooms, one arrow line per importing room, and says what circles', () => {
    const tree = new Map([
      ['web/src/config/', ['common/']],
      ['web/pages/', ['web/src/config/', 'common/']],
    ]);
    const text = drawing(tree);
    expect(text).toContain('  subgraph r_web["web/"]\n    r_web_pages_["pages"]');
    expect(text).toContain('    r_web_src_config_["src/config"]');
    expect(text).toContain('  r_common_["common/"]\n  subgraph r_web');
    expect(text).toContain('  r_web_pages_ --> r_common_ & r_web_src_config_\n');
    expect(text).toContain('  r_web_src_config_ --> r_common_\n');
    expect(text).toContain('The drawing shows no circle');

    const knotted = drawing(new Map([...tree, ['common/', ['web/pages/']]]));
    expect(knotted).toContain('- `common`, `web/pages`, `web/src/config`');
    expect(knotted).not.toContain('no circle');
  });

  it('replaces what stands between the markers, and refuses a page without them', () => {
    const page = `# A\n\n${START}\n\nold\n\n${END}\n\n## B\n`;
    expect(replaceBetweenMarkers(page, 'new')).toBe(`# A\n\n${START}\n\nnew\n\n${END}\n\n## B\n`);
    expect(() => replaceBetweenMarkers('# A\n', 'new')).toThrow(/markers/);
  });
});
