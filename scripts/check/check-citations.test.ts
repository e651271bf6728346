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
      '## Top',
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

describe('pointers to a heading of a Markdown file', () => {
  const guide = [
    '# The guide',
    '## Every route',
    '### `Prefer`, latency & reset',
    '## Notes',
    '## Notes',
    '```sh',
    '# 1. Not a heading',
    '```',
    '## 2. Screens and routes',
    'Set apart',
    '---',
  ].join('\n');
  const readme = '# Testbeam\n\n## Deploying\n';
  const docs = [
    { path: 'docs/guide.md', text: guide },
    { path: 'README.md', text: readme },
  ];
  const messages = (path: string, text: string) =>
    checkCitations([...docs, { path, text }], existsIn([...docs.map((d) => d.path), path]))
      .filter((finding) => finding.file === path)
      .map((finding) => finding.message);

  it.each([
    ['an anchor of another file', '[r](guide.md#every-route)', 'docs/x.md'],
    ['punctuation dropped, spaces to -', '[p](guide.md#prefer-latency--reset)', 'docs/x.md'],
    ['a repeated heading, -1', '[n](guide.md#notes) [n](guide.md#notes-1)', 'docs/x.md'],
    [
      'a setext heading and a numbered one',
      '[s](guide.md#set-apart) [n](guide.md#2-screens-and-routes)',
      'docs/x.md',
    ],
    ['an anchor of its own file', '# Top\n\n[t](#top)', 'docs/x.md'],
    ['a link from another folder', '[g](../../docs/guide.md#the-guide)', 'web/src/README.md'],
    ['a quoted heading in a comment', '// docs/guide.md "Every route"', 'web/a.ts'],
    [
      'a quoted heading, comma and bracket',
      '/** (README.md, "Deploying"), docs/guide.md ("Notes") */',
      'web/a.ts',
    ],
    ['README alone, the root one', '# README "Deploying"', 'openapi.yaml'],
    [
      'case, inline code and spacing aside',
      '// docs/guide.md "prefer, latency\n// & reset"',
      'web/a.ts',
    ],
    [
      'a quoted heading in Markdown',
      '[docs/guide.md, "Set apart"](../docs/guide.md#set-apart)',
      'web/x.md',
    ],
    ['a numbered section', "// docs/guide.md §2, as docs/guide.md §2's table says", 'web/a.ts'],
    [
      "a possessive quote: the file's words, not a heading",
      '// docs/guide.md\'s "Sent"',
      'web/a.ts',
    ],
    [
      'a JSON list of Markdown files',
      '{ "files": ["README.md", "docs/guide.md"] }',
      'package.json',
    ],
    ['a quote in a string, which is code', 'const a = \'docs/guide.md "Gone"\';', 'web/a.ts'],
  ])('passes %s', (_, text, path) => {
    expect(messages(path, text)).toEqual([]);
  });

  it.each([
    [
      'an anchor no heading has',
      '[r](guide.md#routes)',
      'docs/x.md',
      'links to guide.md#routes, an anchor no heading of docs/guide.md has',
    ],
    [
      'a third repeat',
      '[n](guide.md#notes-2)',
      'docs/x.md',
      'links to guide.md#notes-2, an anchor no heading of docs/guide.md has',
    ],
    [
      'a heading inside a code block',
      '[c](guide.md#1-not-a-heading)',
      'docs/x.md',
      'links to guide.md#1-not-a-heading, an anchor no heading of docs/guide.md has',
    ],
    [
      'an anchor of its own file',
      '# Top\n\n[t](#bottom)',
      'docs/x.md',
      'links to #bottom, an anchor no heading of docs/x.md has',
    ],
    [
      'a quoted heading that is gone',
      '// docs/guide.md "Architecture"',
      'web/a.ts',
      'cites docs/guide.md "Architecture", a heading it does not have',
    ],
    [
      'README alone, the root one',
      '// README "For frontend developers"',
      'web/a.ts',
      'cites README.md "For frontend developers", a heading it does not have',
    ],
    [
      'a heading cut short',
      '// docs/guide.md "Every\n// route, and more"',
      'web/a.ts',
      'cites docs/guide.md "Every route, and more", a heading it does not have',
    ],
    [
      'a quoted heading in Markdown',
      'See docs/guide.md, "Old name".',
      'docs/x.md',
      'cites docs/guide.md "Old name", a heading it does not have',
    ],
    [
      'a numbered section that is not there',
      '// docs/guide.md §12',
      'web/a.ts',
      'cites docs/guide.md §12, a section it does not have',
    ],
  ])('flags %s', (_, text, path, message) => {
    expect(messages(path, text)).toEqual([message]);
  });

  it('names the line of the pointer', () => {
    const findings = checkCitations(
      [...docs, { path: 'web/a.ts', text: 'const a = 1;\n\n// docs/guide.md "Gone"\n' }],
      existsIn(['docs/guide.md', 'README.md', 'web/a.ts']),
    );
    expect(findings.map((f) => `${f.file}:${f.line}`)).toEqual(['web/a.ts:3']);
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

describe('npm scripts a text names', () => {
  const npm = {
    scripts: new Set(['build', 'test:quick', 'bench', 'check']),
    runners: { bench: new Set(['size', 'lighthouse']), check: new Set(['citations']) },
  };
  const messages = (path: string, text: string) =>
    checkCitations([{ path, text }], existsIn([path]), npm).map(
      (finding) => `${finding.line} ${finding.message}`,
    );

  it('passes scripts package.json has, and names their runner has', () => {
    const text = [
      'Run `npm run build`, then `npm run test:quick`.',
      'npm run bench -- lighthouse, `npm run check -- citations` and `npm run bench` alone.',
      'Sentence ends with npm run build.',
    ].join('\n');
    expect(messages('docs/x.md', text)).toEqual([]);
  });

  it('flags a script package.json lacks, and a name its runner lacks, with the line', () => {
    const text =
      'Intro.\n`npm run bench:size` and npm run bench -- speed\n`npm run check -- cycles`';
    expect(messages('docs/x.md', text)).toEqual([
      '2 cites npm run bench:size, a script package.json does not have',
      '2 cites npm run bench -- speed, which bench does not have (npm run bench -- list)',
      '3 cites npm run check -- cycles, which check does not have (npm run check -- list)',
    ]);
  });

  it('reads code comments only, and .env.example whole', () => {
    const code = "const a = 'npm run gone';\n// then npm run gone-too\n";
    expect(messages('web/a.ts', code)).toEqual([
      '2 cites npm run gone-too, a script package.json does not have',
    ]);
    expect(messages('.env.example', '# `npm run serve:static` reads it\nA=1\n')).toEqual([
      '1 cites npm run serve:static, a script package.json does not have',
    ]);
  });
});

describe('.env.example', () => {
  it('is read, and a path in it must be there', () => {
    expect(isChecked('.env.example')).toBe(true);
    expect(isChecked('.env')).toBe(false);
    expect(check('.env.example', '# validated in web/src/config/env-schema.ts\nA=1\n')).toEqual([
      '.env.example:1',
    ]);
  });
});
