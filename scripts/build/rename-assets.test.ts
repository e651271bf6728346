import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashOf, rewriteReferences } from './rename-assets';

describe('rewriteReferences', () => {
  it('names the new file wherever a built text file named the old one, and says which changed', async () => {
    const site = await mkdtemp(join(tmpdir(), 'rename-assets-'));
    await mkdir(join(site, 'blog'));
    const page = '<link rel="preload" href="/assets/static/style.Cau80aiS.css">';
    await writeFile(join(site, 'index.html'), page);
    await writeFile(join(site, 'blog', 'index.html'), `<noscript>${page}</noscript>`);
    await writeFile(join(site, 'about.html'), '<p>no stylesheet named here</p>');
    await writeFile(join(site, 'logo.png'), 'style.Cau80aiS.css');
    const renames = new Map([
      ['assets/static/style.Cau80aiS.css', 'assets/static/style.AbCd1234.css'],
    ]);

    const changed = await rewriteReferences(renames, site);

    expect(changed.sort()).toEqual([join(site, 'blog', 'index.html'), join(site, 'index.html')]);
    expect(await readFile(join(site, 'index.html'), 'utf8')).toBe(
      '<link rel="preload" href="/assets/static/style.AbCd1234.css">',
    );
    // Not a text file a browser reads a name from.
    expect(await readFile(join(site, 'logo.png'), 'utf8')).toBe('style.Cau80aiS.css');
  });
});

describe('hashOf', () => {
  it('is eight URL-safe characters that follow the content', () => {
    expect(hashOf('a{b:c}')).toMatch(/^[\w-]{8}$/);
    expect(hashOf('a{b:c}')).toBe(hashOf(Buffer.from('a{b:c}')));
    expect(hashOf('a{b:c}')).not.toBe(hashOf('a{b:d}'));
  });
});
