import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { islands } from './registry';

// An island is declared once, in registry.ts, and placed on a page with `<Island name=...>`, whose
// `name` and `props` the registry types, so a name without an entry does not compile. This checks
// the other direction (an entry nothing renders is a chunk no page uses), reading the code base as
// the build does, tests aside.

const webDir = join(import.meta.dirname, '../..');

type Rendered = { file: string; name: string | null };

/** Every `<Island name=...>` in a module's source: its name, or null when it is not a literal. */
function renderedIslands(file: string, source: string): Rendered[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: Rendered[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
      node.tagName.getText(tree) === 'Island'
    ) {
      const name = node.attributes.properties.find(
        (attr): attr is ts.JsxAttribute =>
          ts.isJsxAttribute(attr) && attr.name.getText(tree) === 'name',
      )?.initializer;
      const literal = name && ts.isJsxExpression(name) && name.expression ? name.expression : name;
      found.push({ file, name: literal && ts.isStringLiteralLike(literal) ? literal.text : null });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

function siteModules(): string[] {
  return [join(webDir, 'src'), join(webDir, 'pages')].flatMap((dir) =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx$/.test(entry.name))
      .filter((entry) => !/\.test(?:-helpers)?\.tsx$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name)),
  );
}

describe('islands/registry.ts', () => {
  const rendered = siteModules().flatMap((path) =>
    renderedIslands(relative(webDir, path), readFileSync(path, 'utf8')),
  );
  const names = new Set(rendered.map((island) => island.name));

  it('finds the islands the site renders', () => {
    expect(rendered.length).toBeGreaterThan(0);
  });

  it('names every rendered island with a literal the registry has', () => {
    const unknown = rendered.filter(({ name }) => name === null || !(name in islands));
    expect(unknown).toEqual([]);
  });

  it('has no entry that nothing renders', () => {
    expect(Object.keys(islands).filter((name) => !names.has(name))).toEqual([]);
  });

  it('reads names written as a string or a string expression, and flags any other', () => {
    const source = `
      const a = <Island name="sign-in" props={{}} />;
      const b = <Island name={'whitelist'} props={{}}></Island>;
      const c = <Island name={pick()} props={{}} />;
      const d = <IslandProviders><Other name="not-an-island" /></IslandProviders>;
    `;
    expect(renderedIslands('x.tsx', source).map(({ name }) => name)).toEqual([
      'sign-in',
      'whitelist',
      null,
    ]);
  });
});
