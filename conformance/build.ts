// The package as users install it, built at `prepack`: the command and the library entry bundled
// into dist/ as plain ES modules (esbuild; the dependencies stay imports, installed by npm), the
// library entry's type declarations beside them (tsc), a copy of the repository's openapi.yaml,
// so an installed toolkit has its contract, and coverage.schema.json, the coverage file's JSON
// Schema written from the zod schema the toolkit reads those files with. `--clean` (postpack) takes all of it
// away again: a checkout never holds a build or a copy of the contract that could fall behind.
// Why esbuild for the code and tsc only for the types: docs/decisions/0064-contract-toolkit-package.md.

import { copyFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import ts from 'typescript';
import { checkoutContract, packedContract } from './src/contract-file';
import { coverageJsonSchema } from './src/coverage';

const here = import.meta.dirname;
const dist = join(here, 'dist');
/** The JSON Schema of a coverage file, from the zod schema the toolkit reads them with. */
const schemaFile = join(here, 'coverage.schema.json');

rmSync(dist, { recursive: true, force: true });
if (process.argv.includes('--clean')) {
  rmSync(packedContract, { force: true });
  rmSync(schemaFile, { force: true });
} else {
  copyFileSync(checkoutContract, packedContract);
  writeFileSync(schemaFile, `${JSON.stringify(coverageJsonSchema(), null, 2)}\n`);
  await build({
    entryPoints: { bin: join(here, 'src/bin.ts'), index: join(here, 'src/index.ts') },
    outdir: dist,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    packages: 'external',
    chunkNames: 'shared-[hash]',
    logLevel: 'warning',
  });
  emitDeclarations();
}

/**
 * dist/*.d.ts of the library entry and what it names. Each relative import gets the `.js` the
 * bundle's files would have, through the compiler's own declaration transform (not a text edit):
 * a consumer on `moduleResolution: node16` resolves nothing without it.
 */
function emitDeclarations() {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(here, 'tsconfig.build.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => fail([diagnostic]) },
  );
  if (!config) throw new Error('tsconfig.build.json cannot be read');
  const program = ts.createProgram(config.fileNames, config.options);
  const relative = (text: string) => /^\.\.?\//.test(text) && !text.endsWith('.js');
  const withExtension: ts.TransformerFactory<ts.SourceFile | ts.Bundle> = (context) => (file) => {
    // A module specifier is a string literal under an import, an export or an `import("…")` type.
    const visit =
      (parent: ts.Node | undefined) =>
      (node: ts.Node): ts.Node => {
        if (
          ts.isStringLiteral(node) &&
          parent !== undefined &&
          (ts.isImportDeclaration(parent) ||
            ts.isExportDeclaration(parent) ||
            ts.isLiteralTypeNode(parent)) &&
          relative(node.text)
        )
          return context.factory.createStringLiteral(`${node.text}.js`);
        return ts.visitEachChild(node, visit(node), context);
      };
    return ts.visitNode(file, visit(undefined)) as ts.SourceFile | ts.Bundle;
  };
  const result = program.emit(undefined, undefined, undefined, true, {
    afterDeclarations: [withExtension],
  });
  const problems = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
  if (problems.length > 0) fail(problems);
}

function fail(diagnostics: readonly ts.Diagnostic[]): never {
  throw new Error(
    ts.formatDiagnostics(diagnostics, {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: () => here,
      getNewLine: () => '\n',
    }),
  );
}
