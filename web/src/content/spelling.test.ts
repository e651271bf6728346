import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// docs/decisions/0005-copy.md: American English (en_US) everywhere. This reads what people read:
// every string and JSX text in the site's modules (content, config, components, features, pages;
// code comments and identifiers are not prose) and the blog's Markdown, and fails on British forms.

const webDir = join(import.meta.dirname, '../..');

/** Forms seen in this repository and the common families around them. */
const britishForms: readonly RegExp[] = [
  // colour, behaviour(al), favour(ite), honour, labour, neighbour(ing), flavour, humour, ...
  /^(?:arm|behavi|cand|clam|col|endeav|fav|flav|harb|hon|hum|lab|neighb|od|parl|rig|rum|sav|splend|tum|val|vap|vig)our/,
  // organise, optimise, recognise, customise, prioritise, summarise, authorise, specialised, ...
  /^[a-z]{2,}is(?:e|es|ed|ing|er|ers|ation|ations|ational)$/,
  // analyse, paralyse, catalyse
  /^[a-z]+ys(?:e|es|ed|ing|er|ers)$/,
  /^(?:catalog|analog)u(?:e|es|ed|ing)$/,
  /^(?:cent|met|lit|theat|fib|calib|sab|spect|lust|somb|meag|manoeuv)r(?:e|es|ed)$/,
  /^(?:licen|defen|offen|preten)ces?$/,
  // travelled, modelling, labelled, signalling, levelled, tunnelling, fuelled, totalled, ...
  /^(?:travel|model|label|signal|level|tunnel|channel|fuel|total|counsel|dial|funnel|equal|marvel|quarrel|rival|pedal|shovel)l(?:ed|ing|er|ers)$/,
  /^(?:whilst|amongst|learnt|spelt|dreamt|programmes?|cheques?|tyres?|aluminium|jewellery|sceptic\w*|mould\w*|plough\w*|cosy|ageing|practis(?:e|es|ed|ing)|artefacts?|acknowledgement|judgement|fulfil|fulfils|fulfilment|enrol|enrols|enrolment|instalments?|skilful|wilful|grey|greys|greyed|kerb|storeys?|draughts?|enquir\w*)$/,
];

/** American words that the families above would catch, with their inflections. */
const americanIse = [
  'advertise advise arise bruise chastise circumcise comprise compromise concise cruise demise',
  'despise devise disguise enterprise excise exercise expertise franchise guise improvise incise',
  'merchandise mortise noise otherwise paradise poise porpoise praise appraise precise premise',
  'promise raise reprise revise supervise surprise televise tortoise treatise turquoise valise',
].flatMap((line) => line.split(' '));
const allowed = new Set([
  ...americanIse.flatMap((word) => {
    const stem = word.slice(0, -1);
    return [word, `${word}s`, `${word}d`, `${stem}ing`, `${word}r`, `${word}rs`];
  }),
  'crises',
  'analyses', // the plural of analysis, American too
  'unsupervised',
]);

function sourceFiles(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !/[\\/](?:generated|test)[\\/]/.test(path));
}

/** String literals, template text and JSX text: the strings of a module, without its comments. */
function moduleStrings(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const strings: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      strings.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return strings;
}

const isModule = (name: string) => /\.tsx?$/.test(name) && !/\.(?:test|d)\.tsx?$/.test(name);
const texts = [
  ...[join(webDir, 'src'), join(webDir, 'pages')]
    .flatMap((dir) => sourceFiles(dir, isModule))
    .map((path) => ({ path, strings: moduleStrings(path) })),
  ...sourceFiles(join(webDir, 'src/content/blog/posts'), (name) => name.endsWith('.md')).map(
    (path) => ({ path, strings: [readFileSync(path, 'utf8')] }),
  ),
];

export function britishWords(text: string): string[] {
  return (text.match(/[A-Za-z]+/g) ?? []).filter((word) => {
    const lower = word.toLowerCase();
    return !allowed.has(lower) && britishForms.some((form) => form.test(lower));
  });
}

describe('American English (the copy record)', () => {
  it('reads the content modules, the components and the blog Markdown', () => {
    const read = texts.map(({ path }) => relative(webDir, path).replaceAll('\\', '/'));
    expect(read).toContain('src/content/legal/terms.ts');
    expect(read).toContain('src/components/Footer/Footer.tsx');
    expect(read.filter((path) => path.endsWith('.md'))).toHaveLength(9);
  });

  it('has no British spelling in any string meant for people', () => {
    const found = texts.flatMap(({ path, strings }) =>
      strings.flatMap(britishWords).map((word) => `${relative(webDir, path)}: ${word}`),
    );
    expect(found).toEqual([]);
  });

  it.each([
    ['organise', true],
    ['Specialised', true],
    ['licence', true],
    ['behavioural', true],
    ['neighbours', true],
    ['analyse', true],
    ['catalogue', true],
    ['centres', true],
    ['travelled', true],
    ['organize advertise exercises otherwise surprising analyses license color', false],
  ])('tells British from American: %s', (text, british) => {
    expect(britishWords(text).length > 0).toBe(british);
  });
});
