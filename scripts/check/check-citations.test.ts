import { describe, expect, it } from 'vitest';
import { checkCitations, commentsOf, existsIn, isChecked } from './check-citations';

const exists = existsIn([
  'web/src/islands/registry.ts',
  'mock-server/src/app.ts',
  'docs/requirements.md',
  'scripts/README.md',
]);

/** file:line of every finding for one file's text. */
const check = (path: string, text: string) =>
  checkCitations([{ path, text }], exists).map((finding) => `${finding.file}:${finding.line}`);

describe('citations of documents the repository does not hold', () => {
  it.each([
    ['// As SPEC.md section 2 says.', 'SPEC.md'],
    ['// SPEC section 8, word for word.', 'SPEC'],
    ["it('shows SPEC's empty message', () => {});", 'SPEC'],
    ['/** DECISIONS.md "Addresses" */', 'DECISIONS.md'],
    ['# Tokens (STYLE.md 15)', 'STYLE.md'],
  ])('flags %s', (line, name) => {
    const [finding] = checkCitations(
      [{ path: 'web/a.ts', text: `const a = 1;\n${line}\n` }],
      exists,
    );
    expect(finding).toMatchObject({ file: 'web/a.ts', line: 2 });
    expect(finding?.message).toContain(`cites ${name},`);
  });

  it('passes the documents that are there, and words that only contain SPEC', () => {
    expect(
      check('web/a.ts', '// docs/requirements.md §2\nconst OPENAPI_SPEC = 1; // SPECIAL\n'),
    ).toEqual([]);
  });
});

describe('repository paths in comments and Markdown', () => {
  it('flags a path to a file that is not there, with its line', () => {
    expect(check('web/a.ts', 'const a = 1;\n\n// moved to web/src/client/gallery.ts.\n')).toEqual([
      'web/a.ts:3',
    ]);
    expect(
      check('docs/x.md', 'See `mock-server/src/server.ts` and mock-server/src/app.ts.'),
    ).toEqual(['docs/x.md:1']);
  });

  it('passes paths that exist, globs, placeholders, folders and build outputs', () => {
    const text = [
      '// web/src/islands/registry.ts, and (web/src/islands/registry.ts).',
      '// web/src/content/blog/*.md, scripts/bench/{size,inp}.ts, scripts/NAME.ts',
      '// web/src/components/X/X.tsx, mock-server/test/plugins/x.test.ts, web/<page>.tsx',
      '// web/src/features/ and mock-server/console/dist/index.html',
      '/* web/src/islands/registry.ts */',
    ].join('\n');
    expect(check('web/a.ts', text)).toEqual([]);
  });

  it('reads comments only in code: strings, templates and regular expressions are code', () => {
    const text = [
      "const a = 'web/gone.ts'; const b = `web/gone.ts`;",
      'const c = /web\\/gone.ts/; const d = "it\'s // web/gone.ts";',
      "const url = 'http://example.com'; // web/missing.ts",
      '/* web/also-missing.ts',
      "   web/src/islands/registry.ts */ const e = 1; // it's web/third.ts",
    ].join('\n');
    expect(check('web/a.tsx', text)).toEqual(['web/a.tsx:3', 'web/a.tsx:4', 'web/a.tsx:5']);
  });

  it('keeps the text where it was: same length, same lines', () => {
    const text = "a('x'); // one\n/* two\nthree */ b(`y`);\n";
    const comments = commentsOf(text);
    expect(comments).toHaveLength(text.length);
    expect(comments.split('\n')).toHaveLength(text.split('\n').length);
    expect(comments).toMatch(/^ +one\n +two\nthree +\n$/);
  });

  it('has no line comments in CSS: a URL stays a URL', () => {
    const css = ".a { background: url('//cdn/x.png'); }\n/* web/gone.css */\n";
    expect(check('web/a.css', css)).toEqual(['web/a.css:2']);
  });

  it('reads YAML and JSON whole', () => {
    expect(check('openapi.yaml', 'description: see mock-server/src/gone.ts\n')).toEqual([
      'openapi.yaml:1',
    ]);
    expect(check('package.json', '{ "dev": "node scripts/dev.ts" }')).toEqual(['package.json:1']);
  });
});

describe('relative Markdown links', () => {
  it('resolves them from the file, and flags the missing and the outside', () => {
    const text = [
      '[registry](../src/islands/registry.ts) [app](../../mock-server/src/app.ts#L3)',
      '[gone](./gone.md) [style](../../../shared/STYLE.md)',
      '[site](/ai-agents) [web](https://example.com) [top](#top) [mail](mailto:a@b.c)',
      '[readme]: ../../scripts/README.md',
      '[stale]: ../../scripts/OLD.md',
    ].join('\n');
    const findings = checkCitations([{ path: 'web/docs/a.md', text }], exists);
    expect(findings.map((f) => `${f.line} ${f.message}`)).toEqual([
      '2 cites STYLE.md, which is not in the repository: it lives beside the repository; say the rule itself',
      '2 links to ./gone.md, which is not in the repository',
      '2 links to ../../../shared/STYLE.md, outside the repository',
      '5 links to ../../scripts/OLD.md, which is not in the repository',
    ]);
  });
});

describe('the files it reads', () => {
  it.each([
    ['web/src/a.ts', true],
    ['README.md', true],
    ['mock-server/openapi.dev.yaml', true],
    ['package.json', true],
    ['package-lock.json', false],
    ['web/src/api/generated/schema.d.ts', false],
    ['docs/screenshots/home.png', false],
    ['web/public/images/logo.svg', false],
    ['scripts/check/check-citations.test.ts', false],
  ])('%s: %s', (path, checked) => {
    expect(isChecked(path)).toBe(checked);
  });
});
