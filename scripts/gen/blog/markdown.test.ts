import { beforeAll, describe, expect, it } from 'vitest';
import { createHighlight, type Highlight } from './highlight';
import { renderMarkdown } from './markdown';

let highlight: Highlight;
beforeAll(async () => {
  highlight = await createHighlight();
});

const render = (markdown: string) => renderMarkdown(markdown, highlight);

describe('renderMarkdown', () => {
  it('gives h2 and h3 ids and makes each its own anchor link', () => {
    const { html, headings } = render('## What to test\n\ntext\n\n### Tools & resources\n');
    expect(html).toContain(
      '<h2 id="what-to-test"><a class="heading-anchor" href="#what-to-test">What to test</a></h2>',
    );
    expect(html).toContain('<h3 id="tools-resources">');
    expect(headings).toEqual([
      { depth: 2, id: 'what-to-test', text: 'What to test' },
      { depth: 3, id: 'tools-resources', text: 'Tools & resources' },
    ]);
  });

  it('numbers repeated headings so every id is unique', () => {
    const { headings } = render('## Setup\n\n## Setup\n');
    expect(headings.map((h) => h.id)).toEqual(['setup', 'setup-1']);
  });

  it('highlights fenced code at build time into coloured spans, with no script', () => {
    const { html } = render('```javascript\nconst answer = "<b>42</b>";\n```\n');
    expect(html).toMatch(/^<pre class="shiki[^"]*"/);
    expect(html).toMatch(
      /<span style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">const<\/span>/i,
    );
    expect(html).toContain('&#x3C;b>42&#x3C;/b>');
    expect(html).not.toMatch(/<script/i);
  });

  it('fails on an unknown code language instead of shipping it unhighlighted', () => {
    expect(() => render('```jsx\n<App />\n```\n')).toThrow('Unknown code language "jsx"');
  });

  it('fails on raw <script> anywhere in the Markdown', () => {
    expect(() => render('Text\n\n<script>alert(1)</script>\n')).toThrow('Raw <script>');
    expect(() => render('Inline <script src="x.js"></script> too')).toThrow('Raw <script>');
  });

  it('opens external links in a new tab and leaves internal ones plain', () => {
    const { html } = render('[spec](https://modelcontextprotocol.io) and [scheduler](/scheduler)');
    expect(html).toContain(
      '<a target="_blank" rel="noopener noreferrer" href="https://modelcontextprotocol.io">spec<span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
    expect(html).toContain('<a href="/scheduler">scheduler</a>');
  });

  it('keeps the page to one h1: a body heading must start at ##', () => {
    expect(() => render('# Title\n')).toThrow('##');
  });

  it('wraps tables in a focusable region that scrolls sideways', () => {
    const { html } = render('| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(html).toMatch(
      /^<div class="table-scroll" role="region" aria-label="[^"]+" tabindex="0"><table>/,
    );
  });
});
