import { describe, expect, it } from 'vitest';
import { countWords, createSlugger, htmlToText, readTimeMinutes } from './text';

describe('read time', () => {
  it('counts the words a reader sees, code included, tags and punctuation-only runs not', () => {
    const text = htmlToText(
      '<p>Call <code>tools/list</code> &amp; compare.</p>\n<pre><code>GET /v1 — ok</code></pre>',
    );
    expect(text).toBe('Call tools/list & compare. GET /v1 — ok');
    expect(countWords(text)).toBe(6);
  });

  it.each([
    [1, 1],
    [200, 1],
    [201, 2],
    [1469, 8],
  ])('%i words read in %i min (rounded up, 200 a minute)', (words, minutes) => {
    expect(readTimeMinutes(words)).toBe(minutes);
  });
});

describe('createSlugger', () => {
  it('makes GitHub-style ids', () => {
    const slug = createSlugger();
    expect(slug('MCP vs. REST — what changes?')).toBe('mcp-vs-rest-what-changes');
    expect(slug('"Intelligent" scheduling')).toBe('intelligent-scheduling');
    expect(slug('MCP vs. REST — what changes?')).toBe('mcp-vs-rest-what-changes-1');
  });
});
