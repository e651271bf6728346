import { describe, expect, it } from 'vitest';
import { checkCitations, existsIn } from './check-citations';
import { rewriteCitations } from './rewrite-citations';

describe('rewriteCitations', () => {
  it.each([
    ['// SPEC.md section 8, word for word.', '// docs/requirements.md §8, word for word.'],
    ['(SPEC section 2 constants)', '(docs/requirements.md §2 constants)'],
    ['// SPEC.md §9: tooltips', '// docs/requirements.md §9: tooltips'],
    ['SPEC §4.', 'docs/requirements.md §4.'],
    ["SPEC.md section 9's variants", "docs/requirements.md §9's variants"],
    ['(SPEC.md sections 2 and 9)', '(docs/requirements.md §2 and §9)'],
    ['(SPEC.md sections 2, 4, 5 and 8)', '(docs/requirements.md §2, §4, §5 and §8)'],
    ['SPEC.md sections 7 or 8.', 'docs/requirements.md §7 or §8.'],
    ['SPEC.md section 2, 18 agents', 'docs/requirements.md §2, 18 agents'],
    ["SPEC.md's rules (sections 5, 7 and 8)", "docs/requirements.md's rules (sections 5, 7 and 8)"],
    ['as SPEC.md states them', 'as docs/requirements.md states them'],
    ["so SPEC's empty message", "so docs/requirements.md's empty message"],
    ['breadcrumbs where SPEC names them', 'breadcrumbs where docs/requirements.md names them'],
    ['the whitelist request (SPEC)', 'the whitelist request (docs/requirements.md)'],
    [
      'shows the SPEC messages for a bad email',
      'shows the messages docs/requirements.md gives for a bad email',
    ],
    [
      'the connector keys in SPEC order',
      'the connector keys in the order docs/requirements.md gives',
    ],
    [
      "it('with SPEC toast unchanged')",
      "it('with the toast docs/requirements.md gives unchanged')",
    ],
    ['(DECISIONS.md "Addresses")', '(docs/decisions.md "Addresses")'],
    ['THE route table (STYLE.md item 1). It feeds', 'THE route table. It feeds'],
    ['design tokens (STYLE.md 15): one typeface', 'design tokens: one typeface'],
    ['const OPENAPI_SPEC = 1; // SPECIAL', 'const OPENAPI_SPEC = 1; // SPECIAL'],
  ])('%s', (before, after) => {
    expect(rewriteCitations(before)).toBe(after);
  });

  it('adds no quote, so a string it rewrites stays a string', () => {
    for (const text of [
      'SPEC.md section 2',
      'the SPEC message',
      'in SPEC order',
      '(SPEC)',
      'SPEC §4',
    ])
      expect(rewriteCitations(text)).not.toMatch(/['"`]/);
  });

  it('changes nothing the second time', () => {
    const once = rewriteCitations('SPEC.md sections 2 and 9, SPEC §4, DECISIONS.md, the SPEC text');
    expect(rewriteCitations(once)).toBe(once);
  });

  it('leaves nothing check:citations would flag as a missing document', () => {
    const text = rewriteCitations(
      '// SPEC.md section 8; SPEC\'s words; SPEC §4; DECISIONS.md "Copy" (STYLE.md 12)\n',
    );
    const exists = existsIn(['docs/requirements.md', 'docs/decisions.md']);
    expect(checkCitations([{ path: 'web/a.ts', text }], exists)).toEqual([]);
  });
});
