import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from '../../src/site/inline-scripts';

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inlineScriptSources', () => {
  it('hashes the exact bytes of each inline script', () => {
    const body = '\n  try { var x = 1; } catch (e) {}\n';
    expect(
      inlineScriptSources(`<head><script data-mantine-script="true">${body}</script>`),
    ).toEqual([hash(body)]);
  });

  it.each([
    ['<script type="module">import("/a.js")</script>', ['import("/a.js")']],
    ["<script type='text/javascript'>a()</script>", ['a()']],
    ['<SCRIPT>b()</SCRIPT >', ['b()']],
    ['<script type="application/json">{"a":1}</script>', []],
    ['<script id="vike_pageContext" type="application/json">{}</script>', []],
    ['<script type="application/ld+json">{}</script>', []],
    ['<script src="/assets/app.js" type="module" async></script>', []],
    ['<script>one()</script><p>x</p><script>two()</script>', ['one()', 'two()']],
  ])('%s', (html, bodies) => {
    expect(inlineScriptSources(html)).toEqual(bodies.map(hash));
  });
});
